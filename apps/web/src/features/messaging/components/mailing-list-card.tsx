import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TMailingList } from '@usher/contract/mailing-lists';

type MailingListCardProps = { list: TMailingList; action: 'Edit' | 'Show' };

export const receiverCount = (count: number) => `${count} ${count === 1 ? 'receiver' : 'receivers'}`;

/** A list on the lists screen: its name, how many receivers it has, and Edit (own) or Show (built-in). */
export function MailingListCard({ list, action }: MailingListCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={list.name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {list.name}
          </Title>
          <Text size="sm" c="dimmed">
            {receiverCount(list.receivers.length)}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`/messages/manage-lists/edit/${encodeURIComponent(list.id)}`}
          variant="light"
          style={{ flexShrink: 0 }}
          aria-label={`${action} ${list.name}`}
        >
          {action}
        </Button>
      </Group>
    </Card>
  );
}
