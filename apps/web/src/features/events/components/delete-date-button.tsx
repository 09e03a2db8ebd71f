import { useNavigate } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteEvent } from '../api/delete-event';

export const DELETE_DATE_CONFIRM = 'Are you sure you want to delete this date?';

/**
 * Deletes an unreserved date, then returns to manage. §4: the server unpublishes the activity with its last
 * date and says so; the toast tells the organiser which happened.
 */
export function DeleteDateButton({ event }: { event: TEvent }) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent();

  return (
    <ConfirmDeleteButton
      label="Delete date"
      title="Delete date"
      question={DELETE_DATE_CONFIRM}
      mr="auto"
      isPending={deleteEvent.isPending}
      onConfirm={async () => {
        const { activityUnpublished } = await deleteEvent.mutateAsync(event.id);
        notifySuccess(activityUnpublished ? MESSAGES.activityUnpublishedWithLastDate : MESSAGES.dateDeleted);
        void navigate(`/activity/${event.activityId}/manage`);
      }}
    />
  );
}
