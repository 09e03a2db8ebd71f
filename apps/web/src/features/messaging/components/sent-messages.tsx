import { Alert, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMailOff } from '@tabler/icons-react';
import type { THistoryResponse, TSentMessage } from '@usher/contract/mailing';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { errorMessage } from '../../../lib/notify';
import { CancelSendButton } from './cancel-send-button';
import { SendFailures } from './send-failures';
import { ChannelBadge, SendCounts, SendTitle, StatusBadge, sendWhen } from './sent-message-parts';

/** Mantine's md breakpoint: below it a phone gets compact cards, above it a table. */
const TABLE_QUERY = '(min-width: 62em)';

function Actions({ send }: { send: TSentMessage }) {
  return send.status === 'scheduled' ? <CancelSendButton send={send} /> : null;
}

function SendsTable({ sends }: { sends: TSentMessage[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Sent messages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th ta="right">Recipients</Table.Th>
            <Table.Th>Delivery</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sends.map((send) => (
            <Table.Tr key={send.id} data-testid={`send-${send.id}`}>
              <Table.Td>
                <ChannelBadge send={send} />
              </Table.Td>
              <Table.Td miw={200}>
                <SendTitle send={send} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <StatusBadge send={send} />
                  <Text size="sm">{sendWhen(send)}</Text>
                </Stack>
              </Table.Td>
              <Table.Td>{send.sentBy ?? '—'}</Table.Td>
              <Table.Td ta="right">{send.recipients.toLocaleString('en-GB')}</Table.Td>
              <Table.Td>
                <SendCounts send={send} isStacked />
                <SendFailures send={send} />
              </Table.Td>
              <Table.Td>
                <Actions send={send} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SendCard({ send }: { send: TSentMessage }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={`send-${send.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <ChannelBadge send={send} />
            <StatusBadge send={send} />
          </Group>
          <Actions send={send} />
        </Group>
        <SendTitle send={send} />
        <Text size="xs" c="dimmed">
          {sendWhen(send)}
          {send.sentBy ? ` · by ${send.sentBy}` : ''} · {send.recipients.toLocaleString('en-GB')} recipient(s)
        </Text>
        <SendCounts send={send} />
        <SendFailures send={send} />
      </Stack>
    </Paper>
  );
}

type SentMessagesProps = {
  history: { data?: THistoryResponse; isError: boolean; error: unknown };
};

/** The sent messages history of /messages: a table on a desk, compact cards on a phone. */
export function SentMessages({ history }: SentMessagesProps) {
  const isTable = useMediaQuery(TABLE_QUERY, window.matchMedia(TABLE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  let content;
  if (history.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(history.error)}
      </Alert>
    );
  else if (!history.data) content = <Skeleton h={200} radius="lg" />;
  else if (history.data.sends.length === 0)
    content = <EmptyPanel icon={<IconMailOff aria-hidden />} description="No messages sent yet." />;
  else if (isTable)
    content = (
      <Paper withBorder radius="lg">
        <SendsTable sends={history.data.sends} />
      </Paper>
    );
  else
    content = (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Sent messages">
        {history.data.sends.map((send) => (
          <SendCard key={send.id} send={send} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="sent-messages-title">
      <Title order={2} fz="lg" id="sent-messages-title">
        Sent messages
      </Title>
      {content}
    </Stack>
  );
}
