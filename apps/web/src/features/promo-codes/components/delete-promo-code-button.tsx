import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeletePromoCode } from '../api/delete-promo-code';

/** Deletes the code after a confirm (§4: at any time), then goes back to the list, where it shows as Deleted. */
export function DeletePromoCodeButton({ id }: { id: string }) {
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeletePromoCode();

  const onConfirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        notifySuccess(MESSAGES.promoCodeDeleted);
        void navigate('/codes');
      },
      onError: (error) => {
        close();
        notifyError(errorMessage(error));
      },
    });

  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        Delete
      </Button>
      <Modal opened={opened} onClose={remove.isPending ? () => {} : close} title="Delete promo code" centered>
        <Text size="sm">{MESSAGES.promoCodeDeleteConfirm}</Text>
        <Text size="xs" c="dimmed" mt="xs">
          Tickets already sold with it keep their price.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            No
          </Button>
          <Button color="red" onClick={onConfirm} loading={remove.isPending}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
