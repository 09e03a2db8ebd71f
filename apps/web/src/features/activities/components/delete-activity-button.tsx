import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteActivity } from '../api/delete-activity';

/** 'Delete event' with the §2 confirm (No / Yes), then back to the list. */
export function DeleteActivityButton({ activityId }: { activityId: string }) {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const deleteActivity = useDeleteActivity();

  const onConfirm = () =>
    deleteActivity.mutate(activityId, {
      onSuccess: () => {
        notifySuccess(MESSAGES.activityDeleted);
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        setOpen(false);
        notifyError(errorMessage(error));
      },
    });

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Delete event
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Delete event" centered radius="lg">
        <Stack>
          <Text>{MESSAGES.deleteActivityConfirm}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              No
            </Button>
            <Button color="red" onClick={onConfirm} loading={deleteActivity.isPending}>
              Yes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
