import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TEvent } from '@usher/contract/events';
import { formatLondon } from '@usher/contract/london-format';
import type { TChannel } from '@usher/contract/mailing';
import {
  EMPTY_MESSAGE_FORM,
  messageFormSchema,
  type TMessageFormOutput,
  type TMessageFormValues,
} from '@usher/contract/message-form';
import { MESSAGES } from '@usher/contract/messages';
import { costNote, costText } from '../../../components/messages/cost-text';
import { MessageFields } from '../../../components/messages/message-fields';
import { applySendErrors } from '../../../components/messages/send-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useByEventRecipients } from '../../messaging/api/get-by-event-recipients';
import { useMessageCost } from '../../messaging/api/get-message-cost';
import { useSendEmailByEvent } from '../../messaging/api/send-email-by-event';
import { useSendSmsByEvent } from '../../messaging/api/send-sms-by-event';
import { MessageAudience, type TAudience } from './message-audience';

type EventMessageDialogProps = { event: TEvent; channel: TChannel; onClose: () => void };

const ALL_GUESTS: TAudience = { target: 'all', ticketVariantIds: [] };

/** The recipients and price of the current choice, refreshed as it changes. */
function AudienceFigures({
  event,
  channel,
  audience,
}: {
  event: TEvent;
  channel: TChannel;
  audience: TAudience;
}) {
  const recipients = useByEventRecipients({ eventId: event.id, channel, ...audience });
  const count = recipients.data?.recipients ?? 0;
  const cost = useMessageCost(recipients.data ? { channel, recipients: count } : null);
  if (recipients.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(recipients.error)}
      </Alert>
    );
  const what = channel === 'email' ? 'an email' : 'a phone';
  const who = audience.target === 'waiting' ? 'people waiting' : 'guest(s)';
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
      {recipients.data ? (
        <Stack gap={2}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700} data-testid="by-event-recipients">
              {count.toLocaleString('en-GB')} {who} with {what}
            </Text>
            {/* The price is never cut: it keeps one line of its own and waits behind a placeholder while it loads. */}
            {cost.data ? (
              <Text size="sm" fw={700} data-testid="send-cost" style={{ whiteSpace: 'nowrap' }}>
                {costText(cost.data)}
              </Text>
            ) : (
              <Skeleton h={18} w={110} aria-label="Loading the cost" />
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {recipients.data.unsubscribed > 0
              ? `${recipients.data.unsubscribed} unsubscribed left out · `
              : ''}
            {cost.data ? costNote(cost.data) : ''}
          </Text>
        </Stack>
      ) : (
        <Skeleton h={36} aria-label="Counting the guests" />
      )}
    </Paper>
  );
}

/** §2/§4 Send Email and Send SMS of a date: to its guests, each once, with the same rules as any send. */
export function EventMessageDialog({ event, channel, onClose }: EventMessageDialogProps) {
  const schema = useMemo(() => messageFormSchema(channel), [channel]);
  const form = useForm<TMessageFormValues, unknown, TMessageFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_MESSAGE_FORM,
  });
  const [audience, setAudience] = useState<TAudience>(ALL_GUESTS);
  const recipients = useByEventRecipients({ eventId: event.id, channel, ...audience });
  const sendEmail = useSendEmailByEvent();
  const sendSms = useSendSmsByEvent();
  const isSending = sendEmail.isPending || sendSms.isPending;

  const send = form.handleSubmit(
    async (message) => {
      if (recipients.data?.recipients === 0) {
        notifyError(MESSAGES.noGuestsToMessage);
        return;
      }
      const target = { eventId: event.id, ...audience, scheduledFor: message.scheduledFor };
      try {
        if (channel === 'email')
          await sendEmail.mutateAsync({ ...target, subject: message.subject, content: message.content });
        else await sendSms.mutateAsync({ ...target, content: message.content });
        notifySuccess(
          message.scheduledFor
            ? MESSAGES.sendScheduled(formatLondon(message.scheduledFor))
            : MESSAGES.messagesSent,
        );
        onClose();
      } catch (error) {
        notifyError(applySendErrors(error, form.setError));
      }
    },
    () => notifyError(MESSAGES.fillAllRequired),
  );

  return (
    <Modal
      opened
      onClose={() => (isSending ? undefined : onClose())}
      title={channel === 'email' ? 'Send Email' : 'Send SMS'}
      centered
      size="lg"
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            To the guests of {event.activityName}, {formatLondon(event.startAt)}.
          </Text>
          <MessageAudience
            value={audience}
            onChange={setAudience}
            ticketVariants={recipients.data?.ticketVariants ?? []}
          />
          <AudienceFigures event={event} channel={channel} audience={audience} />
          <MessageFields form={form} channel={channel} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSending}>
              Cancel
            </Button>
            <Button type="submit" loading={isSending}>
              {channel === 'email' ? 'Send email' : 'Send SMS'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
