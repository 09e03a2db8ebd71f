import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { WAITLIST_STATUSES, type TWaitlistCounts } from '@usher/contract/waitlist';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/notify';
import { useEventWaitlist } from '../api/get-event-waitlist';
import { WaitlistList, WaitlistTable } from './waitlist-entries';
import { searchWaitlist } from './waitlist-search';
import { WAITLIST_STATUS } from './waitlist-status';

/** Mantine's md breakpoint, as the guest list and the check-in log: a table above it, compact rows below. */
const TABLE_QUERY = '(min-width: 62em)';

function Counts({ counts }: { counts: TWaitlistCounts }) {
  return (
    <Group gap={6} aria-label="Entries by status" role="list">
      {WAITLIST_STATUSES.map((status) => (
        <Badge
          key={status}
          role="listitem"
          variant="light"
          color={WAITLIST_STATUS[status].color}
          size="lg"
          tt="none"
          fw={500}
          data-testid={`waitlist-count-${status}`}
        >
          {WAITLIST_STATUS[status].label} {counts[status]}
        </Badge>
      ))}
    </Group>
  );
}

function WaitlistFigures({ eventId }: { eventId: string }) {
  const waitlist = useEventWaitlist(eventId);
  const [query, setQuery] = useState('');
  const isTable = useMediaQuery(TABLE_QUERY, window.matchMedia(TABLE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const found = useMemo(() => searchWaitlist(waitlist.data?.entries ?? [], query), [waitlist.data, query]);

  let content;
  if (waitlist.isError) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(waitlist.error)}
      </Alert>
    );
  } else if (!waitlist.data) {
    content = <Skeleton h={120} radius="md" />;
  } else if (waitlist.data.entries.length === 0) {
    content = <Text c="dimmed">{MESSAGES.noOneWaiting}</Text>;
  } else {
    content = (
      <>
        <Counts counts={waitlist.data.counts} />
        <TextInput
          label="Search by name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={420}
        />
        {found.length === 0 ? (
          <Text c="dimmed">No entry matches “{query.trim()}”.</Text>
        ) : isTable ? (
          <WaitlistTable eventId={eventId} entries={found} />
        ) : (
          <WaitlistList eventId={eventId} entries={found} />
        )}
      </>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Waiting list">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            Waiting list
          </Title>
          <Button
            variant="subtle"
            size="compact-md"
            h={44}
            loading={waitlist.isFetching && Boolean(waitlist.data)}
            onClick={() => void waitlist.refetch()}
          >
            Refresh
          </Button>
        </Group>
        {content}
      </Stack>
    </Paper>
  );
}

/**
 * The date's waiting list (issue 31 §4) for the roles allowed it: counts by status, the entries in joining order
 * with the time an offer ends, search by name or email, and Remove.
 */
export function WaitlistSection({ eventId }: { eventId: string }) {
  const canManage = useCan('manageWaitlist');
  if (!canManage) return null;
  return <WaitlistFigures eventId={eventId} />;
}
