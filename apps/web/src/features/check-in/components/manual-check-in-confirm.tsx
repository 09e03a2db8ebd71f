import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@usher/contract/messages';

type ManualCheckInConfirmProps = {
  isOpen: boolean;
  /** Which ticket: the guest, the ticket variant and which ticket of the order. */
  ticketLine: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** §2 confirm 'Check in this ticket manually?' (Cancel / OK), online and offline alike. */
export function ManualCheckInConfirm({
  isOpen,
  ticketLine,
  isPending,
  onConfirm,
  onClose,
}: ManualCheckInConfirmProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title="Manual check in" centered radius="lg">
      <Stack>
        <Text>{MESSAGES.checkInManuallyConfirm}</Text>
        {ticketLine ? (
          <Text size="sm" c="dimmed">
            {ticketLine}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs" grow>
          <Button variant="default" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" onClick={onConfirm} loading={isPending}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
