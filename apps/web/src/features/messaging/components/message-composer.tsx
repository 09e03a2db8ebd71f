import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatLondon } from '@usher/contract/london-format';
import type { TChannel } from '@usher/contract/mailing';
import type { TMailingList } from '@usher/contract/mailing-lists';
import {
  EMPTY_MESSAGE_FORM,
  messageFormSchema,
  type TMessageFormOutput,
  type TMessageFormValues,
} from '@usher/contract/message-form';
import { MESSAGES } from '@usher/contract/messages';
import { ConfirmSendDialog } from '../../../components/messages/confirm-send-dialog';
import { MessageFields } from '../../../components/messages/message-fields';
import { applySendErrors } from '../../../components/messages/send-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMessageCost } from '../api/get-message-cost';
import { useSendEmail } from '../api/send-email';
import { useSendSms } from '../api/send-sms';
import { chosenRecipients, type TChosenRecipients, type TSelection } from './receiver-selection';

type MessageComposerProps = { channel: TChannel; lists: TMailingList[]; selection: TSelection };

type TPendingSend = { message: TMessageFormOutput; recipients: TChosenRecipients };

/** The email or SMS form under the lists: check the fields, then the receivers, then confirm with the cost. */
export function MessageComposer({ channel, lists, selection }: MessageComposerProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => messageFormSchema(channel), [channel]);
  const form = useForm<TMessageFormValues, unknown, TMessageFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_MESSAGE_FORM,
  });
  const [pending, setPending] = useState<TPendingSend | null>(null);
  const count = pending?.recipients.addresses.length ?? 0;
  const cost = useMessageCost(pending ? { channel, recipients: count } : null);
  const sendEmail = useSendEmail();
  const sendSms = useSendSms();
  const isSending = sendEmail.isPending || sendSms.isPending;

  const review = form.handleSubmit(
    (message) => {
      const recipients = chosenRecipients(selection, lists, channel);
      if (recipients.addresses.length === 0) {
        notifyError(channel === 'email' ? MESSAGES.chooseReceiverEmail : MESSAGES.chooseReceiverPhone);
        return;
      }
      setPending({ message, recipients });
    },
    () => notifyError(MESSAGES.fillAllRequired),
  );

  const send = async () => {
    if (!pending) return;
    const { message, recipients } = pending;
    try {
      if (channel === 'email') {
        await sendEmail.mutateAsync({
          emails: recipients.addresses,
          subject: message.subject,
          content: message.content,
          scheduledFor: message.scheduledFor,
        });
      } else {
        await sendSms.mutateAsync({
          phones: recipients.addresses,
          content: message.content,
          scheduledFor: message.scheduledFor,
        });
      }
      notifySuccess(
        message.scheduledFor
          ? MESSAGES.sendScheduled(formatLondon(message.scheduledFor))
          : MESSAGES.messagesSent,
      );
      await navigate('/messages');
    } catch (error) {
      setPending(null);
      notifyError(applySendErrors(error, form.setError));
    }
  };

  const label = channel === 'email' ? 'Send email' : 'Send SMS';
  return (
    <form onSubmit={review} noValidate aria-label={label}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <MessageFields form={form} channel={channel} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />}>
              {label}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmSendDialog
        opened={pending !== null}
        channel={channel}
        figures={{
          recipients: count,
          duplicates: pending?.recipients.duplicates ?? 0,
          unsubscribed: pending?.recipients.unsubscribed ?? 0,
        }}
        // The figure of an earlier choice stays in the cache: only this send's own counts.
        cost={cost.data?.recipients === count ? cost.data : undefined}
        when={pending?.message.scheduledFor ? formatLondon(pending.message.scheduledFor) : null}
        isSending={isSending}
        onConfirm={send}
        onClose={() => setPending(null)}
      />
    </form>
  );
}
