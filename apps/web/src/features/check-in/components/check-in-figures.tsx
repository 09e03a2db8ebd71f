import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TEvent } from '@usher/contract/events';
import { formatLondon } from '@usher/contract/london-time';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} fz="md">
        {value}
      </Text>
    </div>
  );
}

/** §2 Check-in home: start, doors open, end, venue capacity and total sold. */
export function CheckInFigures({ event }: { event: TEvent }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
        <Figure label="Start" value={formatLondon(event.startAt)} />
        <Figure label="Doors open" value={event.doorsOpenAt ? formatLondon(event.doorsOpenAt) : '—'} />
        <Figure label="End" value={event.endAt ? formatLondon(event.endAt) : '—'} />
        <Figure
          label="Venue capacity"
          value={event.maxTicketCount === null ? '—' : String(event.maxTicketCount)}
        />
        <Figure label="Total sold" value={String(event.soldCount)} />
      </SimpleGrid>
    </Paper>
  );
}
