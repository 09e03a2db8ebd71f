import { SimpleGrid } from '@mantine/core';
import type { TEvent } from '@usher/contract/events';
import { formatLondon } from '@usher/contract/london-format';
import { Figure } from './figure';

const londonOrDash = (instant: string | null) => (instant ? formatLondon(instant) : '—');

/** A date's start, doors open, end, venue capacity and total sold (§2), as the door and check-in screens show it. */
export function EventDateFigures({ event }: { event: TEvent }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
      <Figure label="Start" value={formatLondon(event.startAt)} />
      <Figure label="Doors open" value={londonOrDash(event.doorsOpenAt)} />
      <Figure label="End" value={londonOrDash(event.endAt)} />
      <Figure
        label="Venue capacity"
        value={event.maxTicketCount === null ? '—' : String(event.maxTicketCount)}
      />
      <Figure label="Total sold" value={String(event.soldCount)} />
    </SimpleGrid>
  );
}
