import { Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { TChannel, TMessageCostResponse } from '@usher/contract/mailing';
import { costNote, costText } from './cost-text';

export type TSendFigures = {
  recipients: number;
  /** Addresses (or phones) chosen more than once, sent once. */
  duplicates: number;
  /** Receivers who asked for no more messages, left out. */
  unsubscribed: number;
};

type SendSummaryProps = {
  channel: TChannel;
  figures: TSendFigures;
  cost: TMessageCostResponse | undefined;
  /** When the send goes, London time; null: now. */
  when: string | null;
};

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** What the confirmation shows before a send: who it reaches, who it leaves out, when, and what it costs (§9). */
export function SendSummary({ channel, figures, cost, when }: SendSummaryProps) {
  const unit = channel === 'email' ? ['email', 'emails'] : ['SMS', 'SMS'];
  return (
    <Stack gap="sm">
      <List size="sm" spacing={4} aria-label="Recipients">
        <List.Item>
          <Text span fw={700}>
            {plural(figures.recipients, 'recipient', 'recipients')}
          </Text>{' '}
          ({plural(figures.recipients, unit[0]!, unit[1]!)})
        </List.Item>
        <List.Item>{plural(figures.duplicates, 'duplicate removed', 'duplicates removed')}</List.Item>
        <List.Item>
          {plural(figures.unsubscribed, 'unsubscribed receiver', 'unsubscribed receivers')} left out
        </List.Item>
        <List.Item>{when ? `Scheduled for ${when} (London time)` : 'Sent now'}</List.Item>
      </List>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600}>
          Cost
        </Text>
        {cost ? (
          <Stack gap={0} align="flex-end">
            <Text fw={700} data-testid="send-cost">
              {costText(cost)}
            </Text>
            <Text size="xs" c="dimmed" ta="right">
              {costNote(cost)}
            </Text>
          </Stack>
        ) : (
          <Skeleton h={20} w={120} aria-label="Loading the cost" />
        )}
      </Group>
    </Stack>
  );
}
