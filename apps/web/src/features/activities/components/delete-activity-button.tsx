import { useNavigate } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteActivity } from '../api/delete-activity';

/** 'Delete event' with the §2 confirm (No / Yes), then back to the list. */
export function DeleteActivityButton({ activityId }: { activityId: string }) {
  const navigate = useNavigate();
  const deleteActivity = useDeleteActivity();

  return (
    <ConfirmDeleteButton
      label="Delete event"
      title="Delete event"
      question={MESSAGES.deleteActivityConfirm}
      isPending={deleteActivity.isPending}
      onConfirm={async () => {
        await deleteActivity.mutateAsync(activityId);
        notifySuccess(MESSAGES.activityDeleted);
        void navigate('/', { replace: true });
      }}
    />
  );
}
