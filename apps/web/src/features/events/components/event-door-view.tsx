import { Alert, Button, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDoorEnter, IconEyeOff, IconList, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { useCan } from '../../../lib/current-user';
import { EventTicketTypes } from './event-ticket-types';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * A date as door staff (and other roles that cannot change it) open it: its times and figures and the way to
 * the door, instead of a greyed-out form they could never save. Scan QR and the guest list only once the
 * activity is published (§6).
 */
export function EventDoorView({ event }: { event: TEvent }) {
  const canCheckIn = useCan('checkIn');
  const checkIn = `/activity/${event.activityId}/event/${event.id}/check-in`;
  const hasDoorButtons = canCheckIn && event.activityPublished;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: hasDoorButtons ? 3 : 1 }} spacing="sm">
            <Button
              component={Link}
              to={checkIn}
              size="lg"
              leftSection={<IconDoorEnter size={22} aria-hidden />}
            >
              Check in
            </Button>
            {hasDoorButtons ? (
              <>
                <Button
                  component={Link}
                  to={`${checkIn}/guests`}
                  size="lg"
                  variant="light"
                  leftSection={<IconList size={22} aria-hidden />}
                >
                  Guest list
                </Button>
                <Button
                  component={Link}
                  to={`${checkIn}/scan-qr`}
                  size="lg"
                  variant="light"
                  leftSection={<IconQrcode size={22} aria-hidden />}
                >
                  Scan QR
                </Button>
              </>
            ) : null}
          </SimpleGrid>
          {canCheckIn && !event.activityPublished ? (
            <Alert color="orange" variant="light" icon={<IconEyeOff size={20} aria-hidden />}>
              {MESSAGES.activityNotPublished}
            </Alert>
          ) : null}
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="door-date"
          >
            <Stack gap="md">
              <Title order={2} fz="lg" id="door-date">
                Date and time
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
                <Figure label="Start" value={formatLondon(event.startAt)} />
                <Figure
                  label="Doors open"
                  value={event.doorsOpenAt ? formatLondon(event.doorsOpenAt) : '—'}
                />
                <Figure label="End" value={event.endAt ? formatLondon(event.endAt) : '—'} />
                <Figure
                  label="Venue capacity"
                  value={event.maxTicketCount === null ? '—' : String(event.maxTicketCount)}
                />
                <Figure label="Total sold" value={String(event.soldCount)} />
              </SimpleGrid>
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <EventTicketTypes event={event} canManage={false} />
      </Grid.Col>
    </Grid>
  );
}
