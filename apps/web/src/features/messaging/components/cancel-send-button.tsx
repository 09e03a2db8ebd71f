import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatLondon } from '@usher/contract/london-format';
import type { TSentMessage } from '@usher/contract/mailing';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelSend } from '../api/cancel-send';

/** A scheduled send can be called off until the workers start it; the server says when it is too late. */
export function CancelSendButton({ send }: { send: TSentMessage }) {
  const [isOpen, setOpen] = useState(false);
  const cancel = useCancelSend();
  // Awaited here rather than per-call callbacks: the refreshed history unmounts this button once cancelled.
  const confirm = async () => {
    try {
      await cancel.mutateAsync(send.id);
      notifySuccess(MESSAGES.sendCancelled);
    } catch (error) {
      notifyError(errorMessage(error));
    }
    setOpen(false);
  };

  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Cancel this send?" centered>
        <Stack gap="lg">
          <Text size="sm">
            The {send.channel === 'email' ? 'email' : 'SMS'} to {send.recipients.toLocaleString('en-GB')}{' '}
            recipient(s) scheduled for {send.scheduledFor ? formatLondon(send.scheduledFor) : 'later'} will
            not be sent.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red.8" onClick={confirm} loading={cancel.isPending}>
              Cancel send
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
