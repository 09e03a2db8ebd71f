import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteMailingList } from '../api/delete-mailing-list';

/** Delete list, with a confirm (No / Yes), then back to the lists. */
export function DeleteListButton({ listId }: { listId: string }) {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const deleteList = useDeleteMailingList();

  const onConfirm = () =>
    deleteList.mutate(listId, {
      onSuccess: () => {
        notifySuccess(MESSAGES.mailingListDeleted);
        void navigate('/messages/manage-lists/', { replace: true });
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
        Delete list
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Delete list" centered radius="lg">
        <Stack>
          <Text>{MESSAGES.mailingListDeleteConfirm}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              No
            </Button>
            <Button color="red" onClick={onConfirm} loading={deleteList.isPending}>
              Yes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
