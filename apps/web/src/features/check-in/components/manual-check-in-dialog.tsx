import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TGuest } from '@usher/contract/check-in';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notify, notifyError } from '../../../lib/notify';
import { useCheckInManually } from '../api/check-in-manually';

type ManualCheckInDialogProps = { eventId: string; guest: TGuest | null; onClose: () => void };

/** §2 confirm 'Check in this ticket manually?' (Cancel / OK); OK checks in and shows the server's answer. */
export function ManualCheckInDialog({ eventId, guest, onClose }: ManualCheckInDialogProps) {
  const checkIn = useCheckInManually();

  const onConfirm = () => {
    if (!guest) return;
    checkIn.mutate(
      { eventId, ticketExternalId: guest.ticketExternalId },
      {
        onSuccess: (answer) => notify(answer.color, answer.message),
        onError: (error) => notifyError(errorMessage(error)),
        onSettled: onClose,
      },
    );
  };

  return (
    <Modal opened={guest !== null} onClose={onClose} title="Manual check in" centered radius="lg">
      <Stack>
        <Text>{MESSAGES.checkInManuallyConfirm}</Text>
        {guest ? (
          <Text size="sm" c="dimmed">
            {guest.guestName ?? guest.orderReference}, {guest.ticketVariantName}, Ticket {guest.ticketIndex}{' '}
            of {guest.groupIndex}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs" grow>
          <Button variant="default" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" onClick={onConfirm} loading={checkIn.isPending}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
