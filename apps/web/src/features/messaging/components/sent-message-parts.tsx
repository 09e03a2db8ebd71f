import { Badge, Group, Stack, Text } from '@mantine/core';
import { htmlToText } from '@usher/contract/html-text';
import { formatLondon } from '@usher/contract/london-format';
import type { TSentMessage } from '@usher/contract/mailing';

const STATUS_LABELS: Record<TSentMessage['status'], { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  sending: { label: 'Sending', color: 'yellow' },
  sent: { label: 'Sent', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export function ChannelBadge({ send }: { send: TSentMessage }) {
  return (
    <Badge variant="light" color={send.channel === 'email' ? 'indigo' : 'grape'}>
      {send.channel === 'email' ? 'Email' : 'SMS'}
    </Badge>
  );
}

export function StatusBadge({ send }: { send: TSentMessage }) {
  const status = STATUS_LABELS[send.status];
  return (
    <Badge variant="dot" color={status.color}>
      {status.label}
    </Badge>
  );
}

/** The subject of an email, the text of an SMS; a by-event send names its date too. */
export function SendTitle({ send }: { send: TSentMessage }) {
  const text = send.subject ?? htmlToText(send.content);
  return (
    <>
      <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {send.event ? (
        <Text size="xs" c="dimmed">
          Guests of {send.event.activityName}, {formatLondon(send.event.startAt)}
        </Text>
      ) : null}
    </>
  );
}

/** When it went, or when it goes. */
export const sendWhen = (send: TSentMessage) =>
  send.status === 'scheduled' && send.scheduledFor
    ? `Scheduled for ${formatLondon(send.scheduledFor)}`
    : formatLondon(send.scheduledFor ?? send.createdAt);

/** Delivered, pending and failed, which move as the workers go: on one line in a card, stacked in the table. */
export function SendCounts({ send, isStacked = false }: { send: TSentMessage; isStacked?: boolean }) {
  const counts = [
    <Text key="delivered" size="sm" span c="teal.9" fw={600}>
      {send.delivered} delivered
    </Text>,
    <Text key="pending" size="sm" span>
      {send.pending} pending
    </Text>,
    <Text
      key="failed"
      size="sm"
      span
      c={send.failed > 0 ? 'red.8' : undefined}
      fw={send.failed > 0 ? 600 : undefined}
    >
      {send.failed} failed
    </Text>,
  ];
  if (isStacked)
    return (
      <Stack gap={0} data-testid="send-counts" style={{ whiteSpace: 'nowrap' }}>
        {counts}
      </Stack>
    );
  return (
    <Group gap={4} wrap="wrap" data-testid="send-counts">
      {counts.flatMap((count, index) =>
        index === 0
          ? [count]
          : [
              <Text key={`dot-${index}`} size="sm" span c="dimmed" aria-hidden>
                ·
              </Text>,
              count,
            ],
      )}
    </Group>
  );
}
