import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteEvent } from '../api/delete-event';

export const DELETE_DATE_CONFIRM = 'Are you sure you want to delete this date?';

/**
 * Deletes an unreserved date, then returns to manage. §4: the server unpublishes the activity with its last
 * date and says so; the toast tells the organiser which happened.
 */
export function DeleteDateButton({ event }: { event: TEvent }) {
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const deleteEvent = useDeleteEvent();

  const onConfirm = () =>
    deleteEvent.mutate(event.id, {
      onSuccess: ({ activityUnpublished }) => {
        notifySuccess(activityUnpublished ? MESSAGES.activityUnpublishedWithLastDate : MESSAGES.dateDeleted);
        void navigate(`/activity/${event.activityId}/manage`);
      },
      onError: (error) => {
        close();
        notifyError(errorMessage(error));
      },
    });

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        mr="auto"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={open}
      >
        Delete date
      </Button>
      <Modal opened={opened} onClose={deleteEvent.isPending ? () => {} : close} title="Delete date" centered>
        <Text size="sm">{DELETE_DATE_CONFIRM}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} disabled={deleteEvent.isPending}>
            No
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleteEvent.isPending}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
