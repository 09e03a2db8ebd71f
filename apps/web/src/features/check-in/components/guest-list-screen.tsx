import { Alert, Box, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconTicketOff, IconUserSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TGuest } from '@usher/contract/check-in';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { useCheckInEvent } from '../api/get-check-in-event';
import { guestsThrough, useGuestList } from '../api/get-guest-list';
import { DoorBanner } from '../offline/door-banner';
import { organiserDoorSource } from '../offline/door-sync';
import { LocalGuestList } from '../offline/local-guest-list';
import { useDoorStatus } from '../offline/use-door-offline';
import { useIsOnline } from '../offline/use-is-online';
import { checkInBreadcrumbs, checkInPath } from './check-in-breadcrumbs';
import { DoorNav } from './door-nav';
import { GuestListFilters, type TCheckedInFilter } from './guest-list-filters';
import { GuestRow } from './guest-row';
import { GuestTable } from './guest-table';
import { ManualCheckInDialog } from './manual-check-in-dialog';
import { UndoCheckInDialog } from './undo-check-in-dialog';
import { NotPublishedNotice } from './not-published-notice';
import { ShareCsvButton } from './share-csv-button';
import { StaleDataBadge } from './stale-data-badge';

/** Typing a name asks the server once the fingers stop, not at every letter. */
const SEARCH_DEBOUNCE_MS = 300;
/** Mantine's md breakpoint: below it a phone or a tablet held upright gets rows, above it a table. */
const TABLE_QUERY = '(min-width: 62em)';

type GuestListProps = {
  activityId: string;
  eventId: string;
  onManualCheckIn: (guest: TGuest) => void;
  onUndoCheckIn: (guest: TGuest) => void;
};

/** The guests of the date, 50 more at each 'Show more guests', with search and the checked-in filter. */
function GuestList({ activityId, eventId, onManualCheckIn, onUndoCheckIn }: GuestListProps) {
  const [search, setSearch] = useState('');
  const [checkedIn, setCheckedIn] = useState<TCheckedInFilter>('all');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const isTable = useMediaQuery(TABLE_QUERY, window.matchMedia(TABLE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const guests = useGuestList(eventId, {
    search: debouncedSearch || undefined,
    checkedIn: checkedIn === 'all' ? undefined : checkedIn,
  });
  // Every page carries the counts; the first one kept is read for them.
  const list = guests.data?.pages[0];
  const lastPage = guests.data?.pages.at(-1);
  const shown = guests.data?.pages.flatMap((page) => page.guests) ?? [];

  if (!list) {
    if (!guests.isError) return <Skeleton h={420} radius="lg" />;
    // The server refuses the list of an activity that is not published (§6).
    if (isApiError(guests.error) && guests.error.status === 409)
      return <NotPublishedNotice activityId={activityId} />;
    return (
      <Alert color="red" variant="light">
        {errorMessage(guests.error)}
      </Alert>
    );
  }
  if (list.ticketCount === 0) {
    return <EmptyPanel icon={<IconTicketOff aria-hidden />} description={MESSAGES.noTicketsSold} />;
  }

  let rows;
  if (shown.length === 0) {
    rows = <EmptyPanel icon={<IconUserSearch aria-hidden />} description="No guests match this search." />;
  } else if (isTable) {
    rows = (
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <GuestTable
          guests={shown}
          customFieldLabels={list.customFieldLabels}
          onManualCheckIn={onManualCheckIn}
          onUndoCheckIn={onUndoCheckIn}
        />
      </Paper>
    );
  } else {
    rows = (
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <ul aria-label="Guests" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((guest) => (
            <GuestRow
              key={guest.ticketExternalId}
              guest={guest}
              customFieldLabels={list.customFieldLabels}
              onManualCheckIn={onManualCheckIn}
              onUndoCheckIn={onUndoCheckIn}
            />
          ))}
        </ul>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700} fz="lg" aria-live="polite">
            {list.checkedInCount} of {list.ticketCount} checked in
          </Text>
          <StaleDataBadge isStale={guests.isRefetchError} />
        </Group>
        {/* The name goes on the section, which is the progressbar; Mantine's root is a plain box. */}
        <Progress.Root size="lg">
          <Progress.Section
            value={(100 * list.checkedInCount) / list.ticketCount}
            color="teal"
            aria-label="Checked in so far"
          />
        </Progress.Root>
      </Stack>
      {/* Stays under the header while the list scrolls: the next guest's name is typed from anywhere. */}
      <Box
        pos="sticky"
        top="var(--app-shell-header-offset, 0px)"
        py="xs"
        bg="var(--mantine-color-gray-0)"
        style={{ zIndex: 3 }}
      >
        <GuestListFilters
          search={search}
          onSearchChange={setSearch}
          checkedIn={checkedIn}
          onCheckedInChange={setCheckedIn}
        />
      </Box>
      {guests.hasPreviousPage ? (
        <Group justify="center">
          <Button
            variant="default"
            size="lg"
            loading={guests.isFetchingPreviousPage}
            onClick={() => void guests.fetchPreviousPage()}
          >
            Show earlier guests
          </Button>
        </Group>
      ) : null}
      <div style={{ opacity: guests.isPlaceholderData ? 0.6 : 1 }}>{rows}</div>
      {guests.hasNextPage && lastPage ? (
        <Group justify="center">
          <Button
            variant="default"
            size="lg"
            loading={guests.isFetchingNextPage}
            onClick={() => void guests.fetchNextPage()}
          >
            Show more guests ({guestsThrough(lastPage)} of {list.total})
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** `/activity/{activityId}/event/{eventId}/check-in/guests` (§2 Guest list). */
export function GuestListScreen() {
  const { activityId = '', eventId = '' } = useParams();
  const [confirming, setConfirming] = useState<TGuest | null>(null);
  const event = useCheckInEvent(eventId);
  const [undoing, setUndoing] = useState<TGuest | null>(null);
  const onManualCheckIn = useCallback((guest: TGuest) => setConfirming(guest), []);
  const onUndoCheckIn = useCallback((guest: TGuest) => setUndoing(guest), []);
  const isPublished = event.data?.activityPublished !== false;
  const isOnline = useIsOnline();
  const isPreparedOffline = Boolean(useDoorStatus(eventId).data?.date);

  let list;
  if (!isOnline && isPreparedOffline) list = <LocalGuestList eventId={eventId} />;
  else if (isPublished)
    list = (
      <GuestList
        activityId={activityId}
        eventId={eventId}
        onManualCheckIn={onManualCheckIn}
        onUndoCheckIn={onUndoCheckIn}
      />
    );
  else list = <NotPublishedNotice activityId={activityId} />;

  return (
    <>
      <PageBreadcrumbs
        items={[...checkInBreadcrumbs(activityId, eventId, event.data, true), { label: 'Guest List' }]}
        size="lg"
      />
      <PageLayout
        title="Guest List"
        description={event.data?.activityName}
        size="lg"
        actions={
          <>
            {event.data && isPublished ? (
              <ShareCsvButton eventId={eventId} startAt={event.data.startAt} />
            ) : null}
            <Button component={Link} to={checkInPath(activityId, eventId)} variant="default">
              Close
            </Button>
          </>
        }
      >
        <DoorNav activityId={activityId} eventId={eventId} current="guests" />
        <DoorBanner source={organiserDoorSource(eventId)} />
        {list}
      </PageLayout>
      <ManualCheckInDialog eventId={eventId} guest={confirming} onClose={() => setConfirming(null)} />
      <UndoCheckInDialog eventId={eventId} guest={undoing} onClose={() => setUndoing(null)} />
    </>
  );
}
