import { Button, Group, Modal, Text } from '@mantine/core';

type MessagingSoonDialogProps = { channel: 'email' | 'sms' | null; onClose: () => void };

/** Send Email and Send SMS to a date's guests arrive with messaging; until then the buttons say so. */
export function MessagingSoonDialog({ channel, onClose }: MessagingSoonDialogProps) {
  return (
    <Modal
      opened={channel !== null}
      onClose={onClose}
      title={channel === 'sms' ? 'Send SMS' : 'Send Email'}
      centered
    >
      <Text size="sm">
        Messaging the guests of a date is coming soon to Usher. You will write the{' '}
        {channel === 'sms' ? 'text message' : 'email'} here and send it to everyone with a ticket.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
