import { Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { checkInKeys } from '../api/check-in-keys';
import { MESSAGES } from '@usher/contract/messages';
import { LocalManualCheckInDialog } from './local-manual-check-in-dialog';
import { listLocalGuests, placesInOrders, searchLocalGuests, type TLocalGuest } from './local-guests';

/** Rows shown at once: a search narrows a date of thousands to the guest at the door. */
const SHOWN = 100;

const placeText = (place: { number: number; count: number } | undefined) =>
  place && place.count > 1 ? MESSAGES.ticketOfOrder(place.number, place.count) : null;

/**
 * The guest list with no network, from the copy on this device: search by name or order reference, and check a
 * guest in by hand (answered here, sent with the scans at the next sync).
 */
export function LocalGuestList({ eventId }: { eventId: string }) {
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<TLocalGuest | null>(null);
  const deferredSearch = useDeferredValue(search);
  const guests = useQuery({
    queryKey: checkInKeys.offlineGuests(eventId),
    queryFn: () => listLocalGuests(eventId),
    networkMode: 'always',
    retry: false,
  });
  if (!guests.data) return <Skeleton h={420} radius="lg" />;
  const found = searchLocalGuests(guests.data, deferredSearch);
  const places = placesInOrders(guests.data);
  const checkedIn = guests.data.filter((guest) => guest.checkedInAt !== null).length;

  return (
    <Stack gap="md">
      <Text fw={700} fz="lg">
        {checkedIn} of {guests.data.length} checked in (on this device)
      </Text>
      <TextInput
        type="search"
        size="md"
        aria-label="Search guests"
        placeholder="Name or order reference"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoComplete="off"
      />
      {found.length === 0 ? (
        <EmptyPanel icon={<IconUserSearch aria-hidden />} description="No guests match this search." />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <ul aria-label="Guests" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {found.slice(0, SHOWN).map((guest) => {
              const place = placeText(places.get(guest.ticketExternalId));
              return (
                <li
                  key={guest.ticketExternalId}
                  style={{ padding: '10px 14px', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600}>{guest.guestName}</Text>
                      <Text size="sm" c="dimmed">
                        {guest.ticketVariantName} · Order {guest.orderReference}
                        {place ? ` · ${place}` : ''}
                      </Text>
                    </Stack>
                    {guest.status === 'cancelled' ? (
                      <Badge color="red" style={{ flexShrink: 0 }}>
                        Cancelled
                      </Badge>
                    ) : guest.checkedInAt ? (
                      <Text size="sm" fw={600} c="teal.9" style={{ flexShrink: 0 }}>
                        Checked In Yes
                      </Text>
                    ) : (
                      <Button
                        variant="light"
                        size="sm"
                        h={44}
                        px={10}
                        onClick={() => setConfirming(guest)}
                        style={{ flexShrink: 0 }}
                      >
                        Manual check in
                        <VisuallyHidden>, Checked In: No</VisuallyHidden>
                      </Button>
                    )}
                  </Group>
                </li>
              );
            })}
          </ul>
        </Paper>
      )}
      <LocalManualCheckInDialog
        guest={confirming}
        place={confirming ? placeText(places.get(confirming.ticketExternalId)) : null}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
