import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteTicketVariant } from '../api/delete-ticket-variant';

export const DELETE_TICKET_TYPE_CONFIRM = 'Are you sure you want to delete this ticket type?';

type DeleteTicketTypeButtonProps = { variant: TTicketVariant; onDeleted: () => void };

/** Offered only while no ticket of the type was sold (§4). */
export function DeleteTicketTypeButton({ variant, onDeleted }: DeleteTicketTypeButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const deleteVariant = useDeleteTicketVariant();

  const onConfirm = () =>
    deleteVariant.mutate(
      { ticketId: variant.id, eventId: variant.eventId },
      {
        onSuccess: () => {
          notifySuccess(MESSAGES.ticketTypeDeleted);
          onDeleted();
        },
        onError: (error) => {
          close();
          notifyError(errorMessage(error));
        },
      },
    );

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        mr="auto"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={open}
      >
        Delete
      </Button>
      <Modal
        opened={opened}
        onClose={deleteVariant.isPending ? () => {} : close}
        title="Delete ticket type"
        centered
      >
        <Text size="sm">{DELETE_TICKET_TYPE_CONFIRM}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} disabled={deleteVariant.isPending}>
            No
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleteVariant.isPending}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
