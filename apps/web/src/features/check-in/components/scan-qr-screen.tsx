import { useParams } from 'react-router';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCheckInEvent } from '../api/get-check-in-event';
import { DoorBanner } from '../offline/door-banner';
import { organiserDoorSource } from '../offline/door-sync';
import { useDoorStatus } from '../offline/use-door-offline';
import { checkInPath } from './check-in-breadcrumbs';
import { DoorNav } from './door-nav';
import { DoorScanner } from './door-scanner';
import { NotPublishedNotice } from './not-published-notice';

/** `/activity/{activityId}/event/{eventId}/check-in/scan-qr` (§2 QR scan, §4 QR scanner): starts in scan mode. */
export function ScanQrScreen() {
  const { activityId = '', eventId = '' } = useParams();
  const offlineDate = useDoorStatus(eventId).data?.date ?? null;
  const event = useCheckInEvent(eventId);
  const home = checkInPath(activityId, eventId);
  // §6: no scanning before the activity is published. The camera waits for the answer, but not for ever: if
  // the date cannot be read, scanning goes on and the server's answer to each scan says what is wrong. A date
  // prepared for offline was published when it was downloaded.
  const isPublished = event.data?.activityPublished !== false;
  const isKnown = event.data !== undefined || event.isError || offlineDate !== null;

  return (
    <>
      <PageBreadcrumbs items={[{ label: 'Check in', to: home }, { label: 'Scan QR' }]} size="sm" />
      <PageLayout title="Scan QR" size="sm">
        <DoorNav activityId={activityId} eventId={eventId} current="scan" />
        {isPublished ? null : <NotPublishedNotice activityId={activityId} />}
        <DoorScanner
          eventId={eventId}
          isPublished={isPublished}
          isReady={isKnown}
          offlineDate={offlineDate}
          guestListPath={`${home}/guests`}
          banner={<DoorBanner source={organiserDoorSource(eventId)} />}
        />
      </PageLayout>
    </>
  );
}
