import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { useCurrentEvents } from '../api/get-current-events';
import { Detail } from '../../../components/ui/detail';

function CurrentEventCard({ event }: { event: TEvent }) {
  const sold = event.ticketVariantCards.reduce((sum, card) => sum + card.sold, 0);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} lineClamp={2}>
            {event.activityName}
          </Text>
          {event.waitingCount > 0 ? (
            <Badge variant="light" color="orange" tt="none" fw={500} style={{ flexShrink: 0 }}>
              {MESSAGES.waitingCount(event.waitingCount)}
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <Detail label="Start">{formatLondon(event.startAt)}</Detail>
          <Detail label="End">{event.endAt ? formatLondon(event.endAt) : '—'}</Detail>
          <Detail label="Doors open">{event.doorsOpenAt ? formatLondon(event.doorsOpenAt) : '—'}</Detail>
          <Detail label="Tickets sold">
            {event.maxTicketCount === null ? String(sold) : `${sold} / ${event.maxTicketCount}`}
          </Detail>
        </SimpleGrid>
        <Button
          component={Link}
          to={`/activity/${event.activityId}/event/${event.id}/check-in`}
          leftSection={<IconDoorEnter size={16} aria-hidden />}
        >
          Check In
        </Button>
      </Stack>
    </Card>
  );
}

/** Today's events (London day) of the whole organiser, each with a Check In button. Hidden when there are none. */
export function CurrentEvents() {
  const { data: events } = useCurrentEvents();
  if (!events || events.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="current-events-title">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="current-events-title">
          Current Events
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {events.map((event) => (
          <CurrentEventCard key={event.id} event={event} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
