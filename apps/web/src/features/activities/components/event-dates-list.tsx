import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ShowMoreList } from '../../../components/ui/show-more-list';
import { errorMessage } from '../../../lib/notify';
import { useActivityEvents, type TActivityEventsMode } from '../api/get-activity-events';
import { Detail } from '../../../components/ui/detail';

/** Dates rendered at once; 'Show more' adds as many again, so 500 dates stay smooth. */
export const DATES_PAGE_SIZE = 50;

/** "Standard 3/100": sold of the type's availability (no limit shows only the sold count). */
export function formatVariantSold(card: TEvent['ticketVariantCards'][number]): string {
  return card.maxTicketCount === null
    ? `${card.name} ${card.sold}`
    : `${card.name} ${card.sold}/${card.maxTicketCount}`;
}

type EventDateRowProps = { event: TEvent };

const EventDateRow = memo(function EventDateRow({ event }: EventDateRowProps) {
  const base = `/activity/${event.activityId}/event/${event.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 150px' }}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Detail label="Start">{formatLondon(event.startAt)}</Detail>
          <Detail label="End">{event.endAt ? formatLondon(event.endAt) : '—'}</Detail>
          <Detail label="Doors open">{event.doorsOpenAt ? formatLondon(event.doorsOpenAt) : '—'}</Detail>
          <Detail label="Total tickets">
            {event.maxTicketCount === null ? '—' : String(event.maxTicketCount)}
          </Detail>
        </SimpleGrid>
        <Group justify="space-between" gap="xs" align="flex-end">
          <Group gap={6}>
            {event.ticketVariantCards.length === 0 ? (
              <Text size="sm" c="dimmed">
                No ticket types yet
              </Text>
            ) : (
              event.ticketVariantCards.map((card) => (
                <Badge key={card.id} variant="light" color="indigo" radius="sm" tt="none" size="lg" fw={500}>
                  {formatVariantSold(card)}
                </Badge>
              ))
            )}
            {event.waitingCount > 0 ? (
              <Badge variant="light" color="orange" radius="sm" tt="none" size="lg" fw={500}>
                {MESSAGES.waitingCount(event.waitingCount)}
              </Badge>
            ) : null}
          </Group>
          <Button component={Link} to={`${base}/edit`} variant="light" size="sm">
            Manage
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});

type EventDatesListProps = { activityId: string; mode: TActivityEventsMode };

/** The activity's current (Dates) or past (Past Dates) event dates. */
export function EventDatesList({ activityId, mode }: EventDatesListProps) {
  const events = useActivityEvents(activityId, mode);
  const title = mode === 'past' ? 'Past Dates' : 'Dates';

  let content;
  if (events.isPending) {
    content = <Skeleton h={120} radius="md" />;
  } else if (events.isError) {
    content = <Text c="red">{errorMessage(events.error)}</Text>;
  } else if (events.data.length === 0) {
    if (mode === 'past') return null;
    content = <EmptyPanel icon={<IconCalendarOff aria-hidden />} description="No dates yet." />;
  } else {
    content = (
      <ShowMoreList
        items={events.data}
        pageSize={DATES_PAGE_SIZE}
        renderItem={(event) => <EventDateRow key={event.id} event={event} />}
      />
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {title}
          {events.data && events.data.length > 0 ? (
            <Text span c="dimmed" fz="sm" ml={6}>
              ({events.data.length})
            </Text>
          ) : null}
        </Title>
      </Group>
      {content}
    </Stack>
  );
}
