import { Alert, Button, Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconDoorEnter, IconEyeOff, IconList, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { EventDateFigures } from '../../../components/ui/event-date-figures';
import { SectionCard } from '../../../components/ui/section-card';
import { useCan } from '../../../lib/current-user';
import { EventTicketTypes } from './event-ticket-types';

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
          <SectionCard title="Date and time">
            <EventDateFigures event={event} />
          </SectionCard>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <EventTicketTypes event={event} canManage={false} />
      </Grid.Col>
    </Grid>
  );
}
