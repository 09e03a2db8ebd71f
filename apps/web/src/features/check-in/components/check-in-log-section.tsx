import { Alert, Badge, Box, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TCheckInLogEntry } from '@usher/contract/check-in-log';
import { formatLondon } from '@usher/contract/london-format';
import { errorMessage } from '../../../lib/notify';
import { useCheckInLog } from '../api/get-check-in-log';

/** Mantine's md breakpoint, as the guest list: a table above it, one entry under another below. */
const TABLE_QUERY = '(min-width: 62em)';

const ACTIONS: Record<TCheckInLogEntry['action'], string> = {
  checkIn: 'Checked in',
  undo: 'Undone',
  refused: 'Refused',
};

function ActionBadge({ entry }: { entry: TCheckInLogEntry }) {
  const color =
    entry.action === 'undo' ? 'grape' : entry.color === 'green' ? 'teal' : (entry.color ?? 'gray');
  return (
    // The label never gives way to an ellipsis: the badge is as wide as its word, in a table cell too.
    <Badge
      color={color}
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {ACTIONS[entry.action]}
    </Badge>
  );
}

/** Who: the user's email, or a door link's name with the crew's device. */
export const whoOf = (entry: TCheckInLogEntry) =>
  entry.by.deviceName ? `${entry.by.name} (${entry.by.deviceName})` : entry.by.name;

/** What the door said, or why the check-in was undone. */
const whatOf = (entry: TCheckInLogEntry) =>
  entry.action === 'undo' ? `Reason: ${entry.reason ?? ''}` : (entry.message ?? '');

const guestOf = (entry: TCheckInLogEntry) =>
  `${entry.guestName}, ${entry.ticketVariantName}, ticket ${entry.ticketNumber}`;

function LogTable({ entries }: { entries: TCheckInLogEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={6} fz="sm" aria-label="Check-in log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Guest</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Answer or reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={`${entry.at}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLondon(entry.at)}</Table.Td>
              <Table.Td>
                <ActionBadge entry={entry} />
              </Table.Td>
              <Table.Td>{guestOf(entry)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{whoOf(entry)}</Table.Td>
              <Table.Td>{whatOf(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LogList({ entries }: { entries: TCheckInLogEntry[] }) {
  return (
    <Box component="ul" aria-label="Check-in log" m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.at}-${index}`}
          py="xs"
          style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {guestOf(entry)}
            </Text>
            <ActionBadge entry={entry} />
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {formatLondon(entry.at)} · {whoOf(entry)}
          </Text>
          <Text size="sm">{whatOf(entry)}</Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The date's check-in log for masters and admins (issue 30 §3): every check-in, undo and refused scan, newest
 * first, with who and the door's answer or the undo's reason, so a dispute at the door can be settled.
 */
export function CheckInLogSection({ eventId }: { eventId: string }) {
  const log = useCheckInLog(eventId);
  const isTable = useMediaQuery(TABLE_QUERY, window.matchMedia(TABLE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  let content;
  if (log.isError) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(log.error)}
      </Alert>
    );
  } else if (!log.data) {
    content = <Skeleton h={120} radius="md" />;
  } else if (entries.length === 0) {
    content = <Text c="dimmed">Nothing has happened at the door yet.</Text>;
  } else {
    content = isTable ? <LogTable entries={entries} /> : <LogList entries={entries} />;
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Check-in log">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            Check-in log
          </Title>
          <Button variant="subtle" size="compact-md" h={44} onClick={() => void log.refetch()}>
            Refresh
          </Button>
        </Group>
        {content}
        {log.hasNextPage ? (
          <Button
            variant="default"
            h={44}
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            Show older entries
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
