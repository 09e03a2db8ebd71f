import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconList, IconQrcode } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/notify';
import { useCheckInEvent } from '../api/get-check-in-event';
import { DoorBanner } from '../offline/door-banner';
import { organiserDoorSource } from '../offline/door-sync';
import { PrepareOfflineButton } from '../offline/prepare-offline-button';
import { useDoorStatus } from '../offline/use-door-offline';
import { checkInBreadcrumbs, checkInPath } from './check-in-breadcrumbs';
import { CheckInFigures } from './check-in-figures';
import { CheckInLogSection } from './check-in-log-section';
import { CheckedInList } from './checked-in-list';
import { DoorNav } from './door-nav';
import { NotPublishedNotice } from './not-published-notice';
import { StaleDataBadge } from './stale-data-badge';

/** The counters move as other phones check guests in. */
const REFRESH_MS = 5000;

type CheckInHomeScreenProps = {
  /** The date's door links (issue 30 §1), a feature of its own the app puts here for those who manage them. */
  doorLinksSection?: (event: TEvent) => ReactNode;
};

/** `/activity/{activityId}/event/{eventId}/check-in` (§2 Check-in home), for every signed-in role. */
export function CheckInHomeScreen({ doorLinksSection }: CheckInHomeScreenProps = {}) {
  const { activityId = '', eventId = '' } = useParams();
  const event = useCheckInEvent(eventId, REFRESH_MS);
  const canCheckIn = useCan('checkIn');
  const canViewLog = useCan('viewCheckInLog');
  const canManageDoorLinks = useCan('manageDoorLinks');
  const isPreparedOffline = Boolean(useDoorStatus(eventId).data?.date);
  const base = checkInPath(activityId, eventId);

  const doorButtons = (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Button
        component={Link}
        to={`${base}/scan-qr`}
        size="xl"
        leftSection={<IconQrcode size={26} aria-hidden />}
      >
        Scan QR
      </Button>
      <Button
        component={Link}
        to={`${base}/guests`}
        size="xl"
        variant="light"
        leftSection={<IconList size={26} aria-hidden />}
      >
        Show guest list
      </Button>
    </SimpleGrid>
  );

  let content;
  if (event.data) {
    // §6: the door buttons only for door staff, and only once the activity is published.
    const hasDoorButtons = canCheckIn && event.data.activityPublished;
    content = (
      <Stack gap="lg">
        {hasDoorButtons ? doorButtons : null}
        {hasDoorButtons ? <DoorBanner source={organiserDoorSource(eventId)} /> : null}
        {hasDoorButtons ? <PrepareOfflineButton event={event.data} /> : null}
        {canCheckIn && !event.data.activityPublished ? <NotPublishedNotice activityId={activityId} /> : null}
        <CheckInFigures event={event.data} />
        <CheckedInList event={event.data} />
        {canManageDoorLinks && doorLinksSection ? doorLinksSection(event.data) : null}
        {canViewLog ? <CheckInLogSection eventId={eventId} /> : null}
        {hasDoorButtons ? (
          <DoorNav activityId={activityId} eventId={eventId} current="home" isPhoneOnly />
        ) : null}
      </Stack>
    );
  } else if (isPreparedOffline && canCheckIn) {
    // Offline, the figures wait for the network; the door goes on from the copy on this device.
    content = (
      <Stack gap="lg">
        {doorButtons}
        <DoorBanner source={organiserDoorSource(eventId)} />
        <DoorNav activityId={activityId} eventId={eventId} current="home" isPhoneOnly />
      </Stack>
    );
  } else if (event.isError) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(event.error)}
      </Alert>
    );
  } else {
    content = <Skeleton h={320} radius="lg" />;
  }

  return (
    <>
      <PageBreadcrumbs items={checkInBreadcrumbs(activityId, eventId, event.data)} />
      <PageLayout
        title="Check in"
        description={event.data?.activityName}
        actions={event.data ? <StaleDataBadge isStale={event.isRefetchError} /> : undefined}
      >
        {content}
      </PageLayout>
    </>
  );
}
