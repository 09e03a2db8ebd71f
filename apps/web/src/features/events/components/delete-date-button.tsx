import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useUnpublishActivity } from '../../activities/api/unpublish-activity';
import { useDeleteEvent } from '../api/delete-event';

export const DELETE_DATE_CONFIRM = 'Are you sure you want to delete this date?';

/**
 * Deletes an unreserved date. §4: deleting the last date of a published activity unpublishes the activity,
 * then returns to manage however that call ends.
 */
export function DeleteDateButton({ event }: { event: TEvent }) {
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const deleteEvent = useDeleteEvent();
  const unpublish = useUnpublishActivity();
  const isBusy = deleteEvent.isPending || unpublish.isPending;
  const manage = `/activity/${event.activityId}/manage`;

  const onConfirm = async () => {
    let wasLastOfPublished: boolean;
    try {
      ({ wasLastOfPublished } = await deleteEvent.mutateAsync(event));
    } catch (error) {
      close();
      notifyError(errorMessage(error));
      return;
    }
    try {
      if (wasLastOfPublished) await unpublish.mutateAsync(event.activityId);
    } catch {
      // The server has already taken the activity offline with its last date.
    } finally {
      await navigate(manage);
    }
  };

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
      <Modal opened={opened} onClose={isBusy ? () => {} : close} title="Delete date" centered>
        <Text size="sm">{DELETE_DATE_CONFIRM}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} disabled={isBusy}>
            No
          </Button>
          <Button color="red" onClick={() => void onConfirm()} loading={isBusy}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
