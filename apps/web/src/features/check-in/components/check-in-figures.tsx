import { Paper } from '@mantine/core';
import type { TEvent } from '@usher/contract/events';
import { EventDateFigures } from '../../../components/ui/event-date-figures';

/** §2 Check-in home: start, doors open, end, venue capacity and total sold. */
export function CheckInFigures({ event }: { event: TEvent }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <EventDateFigures event={event} />
    </Paper>
  );
}
