import { Button, Group, Modal, Stack } from '@mantine/core';
import type { TChannel, TMessageCostResponse } from '@usher/contract/mailing';
import { SendSummary, type TSendFigures } from './send-summary';

type ConfirmSendDialogProps = {
  opened: boolean;
  channel: TChannel;
  figures: TSendFigures;
  cost: TMessageCostResponse | undefined;
  when: string | null;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last look before a send: recipients, duplicates, unsubscribed, when and the cost; then Send. */
export function ConfirmSendDialog({
  opened,
  channel,
  figures,
  cost,
  when,
  isSending,
  onConfirm,
  onClose,
}: ConfirmSendDialogProps) {
  const what = channel === 'email' ? 'email' : 'SMS';
  return (
    <Modal
      opened={opened}
      onClose={() => (isSending ? undefined : onClose())}
      title={when ? `Schedule this ${what}?` : `Send this ${what}?`}
      centered
    >
      <Stack gap="lg">
        <SendSummary channel={channel} figures={figures} cost={cost} when={when} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSending}>
            Back
          </Button>
          <Button onClick={onConfirm} loading={isSending} disabled={!cost || figures.recipients === 0}>
            {when ? 'Schedule' : 'Send'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
