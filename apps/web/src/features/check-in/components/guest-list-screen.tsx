import { Alert, Button, Group, Pagination, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTicketOff, IconUserSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TGuest } from '@usher/contract/check-in';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { errorMessage } from '../../../lib/notify';
import { useCheckInEvent } from '../api/get-check-in-event';
import { GUESTS_PER_PAGE, useGuestList } from '../api/get-guest-list';
import { checkInBreadcrumbs, checkInPath } from './check-in-breadcrumbs';
import { GuestCard } from './guest-card';
import { GuestListFilters, type TCheckedInFilter } from './guest-list-filters';
import { ManualCheckInDialog } from './manual-check-in-dialog';
import { ShareCsvButton } from './share-csv-button';
import { StaleDataBadge } from './stale-data-badge';

/** Typing a name asks the server once the fingers stop, not at every letter. */
const SEARCH_DEBOUNCE_MS = 300;

/** `/activity/{activityId}/event/{eventId}/check-in/guests` (§2 Guest list), one server page at a time. */
export function GuestListScreen() {
  const { activityId = '', eventId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [checkedIn, setCheckedIn] = useState<TCheckedInFilter>('all');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<TGuest | null>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const event = useCheckInEvent(eventId);
  const guests = useGuestList(eventId, {
    search: debouncedSearch || undefined,
    checkedIn: checkedIn === 'all' ? undefined : checkedIn,
    page,
    pageSize: GUESTS_PER_PAGE,
  });
  const onManualCheckIn = useCallback((guest: TGuest) => setConfirming(guest), []);
  const list = guests.data;
  const home = checkInPath(activityId, eventId);

  let content;
  if (list && list.ticketCount === 0) {
    content = <EmptyPanel icon={<IconTicketOff aria-hidden />} description={MESSAGES.noTicketsSold} />;
  } else if (list) {
    const pageCount = Math.ceil(list.total / list.pageSize);
    // Guests checked in elsewhere leave the 'Not checked in' pages, so the page shown may no longer exist.
    if (!guests.isPlaceholderData && pageCount > 0 && page > pageCount) setPage(pageCount);
    content = (
      <Stack gap="md">
        <Stack gap={6}>
          <Text fw={700} fz="lg" aria-live="polite">
            {list.checkedInCount} of {list.ticketCount} checked in
          </Text>
          <Progress
            value={(100 * list.checkedInCount) / list.ticketCount}
            color="teal"
            size="lg"
            aria-label="Checked in so far"
          />
        </Stack>
        <GuestListFilters
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          checkedIn={checkedIn}
          onCheckedInChange={(value) => {
            setCheckedIn(value);
            setPage(1);
          }}
        />
        {list.guests.length === 0 ? (
          <EmptyPanel icon={<IconUserSearch aria-hidden />} description="No guests match this search." />
        ) : (
          <Stack gap="sm" style={{ opacity: guests.isPlaceholderData ? 0.6 : 1 }}>
            {list.guests.map((guest) => (
              <GuestCard
                key={guest.ticketExternalId}
                guest={guest}
                customFieldLabels={list.customFieldLabels}
                onManualCheckIn={onManualCheckIn}
              />
            ))}
          </Stack>
        )}
        {pageCount > 1 ? (
          <Group justify="center">
            <Pagination
              total={pageCount}
              value={list.page}
              onChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
              siblings={0}
              size="lg"
              aria-label="Guest list pages"
            />
          </Group>
        ) : null}
      </Stack>
    );
  } else if (guests.isError) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(guests.error)}
      </Alert>
    );
  } else {
    content = <Skeleton h={420} radius="lg" />;
  }

  return (
    <>
      <PageBreadcrumbs
        items={[...checkInBreadcrumbs(activityId, eventId, event.data, true), { label: 'Guest List' }]}
      />
      <PageLayout
        title="Guest List"
        description={event.data?.activityName}
        actions={
          <>
            <StaleDataBadge isStale={guests.isRefetchError} />
            {event.data ? <ShareCsvButton eventId={eventId} startAt={event.data.startAt} /> : null}
            <Button component={Link} to={home} variant="default">
              Close
            </Button>
          </>
        }
      >
        {content}
      </PageLayout>
      <ManualCheckInDialog eventId={eventId} guest={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
