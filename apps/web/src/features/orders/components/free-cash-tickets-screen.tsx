import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendar, IconDoor, IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TEvent } from '@usher/contract/events';
import { breadcrumbName } from '@usher/contract/html-text';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { Detail } from '../../../components/ui/detail';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/notify';
import { useActivity } from '../../activities/api/get-activity';
import { useEvent } from '../../events/api/get-event';
import { useEventVariants } from '../api/get-event-variants';
import { FreeOrderForm } from './free-order-form';
import { formatLondonRange } from './london-range';

const TITLE = 'Free or cash tickets';

/** The date being issued for: name, London times and how full it is. */
function EventSummary({ event }: { event: TEvent }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={6}>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {event.activityName}
        </Title>
        <Detail icon={<IconCalendar size={18} aria-hidden />}>
          {formatLondonRange(event.startAt, event.endAt)}
        </Detail>
        {event.doorsOpenAt ? (
          <Detail icon={<IconDoor size={18} aria-hidden />}>
            Doors open {formatLondon(event.doorsOpenAt)}
          </Detail>
        ) : null}
        <Detail icon={<IconUsersGroup size={18} aria-hidden />}>
          {event.soldCount} sold
          {event.maxTicketCount !== null ? ` of ${event.maxTicketCount} (venue capacity)` : ''}
        </Detail>
      </Stack>
    </Paper>
  );
}

/** `/activity/{activityId}/event/{eventId}/free-cash-tickets` (§2, §4, §5); issuing needs issueFreeTickets (§6). */
export function FreeCashTicketsScreen() {
  const { activityId = '', eventId = '' } = useParams();
  const activity = useActivity(activityId);
  const event = useEvent(eventId);
  const variants = useEventVariants(eventId);
  const canIssue = useCan('issueFreeTickets');

  const breadcrumbs = [
    {
      label: `Manage ${activity.data ? breadcrumbName(activity.data.name) : '…'}`,
      to: `/activity/${activityId}/manage`,
    },
    {
      label: `Event ${event.data ? formatLondon(event.data.startAt) : '…'}`,
      to: `/activity/${activityId}/event/${eventId}/edit`,
    },
    { label: 'Free tickets' },
  ];

  const failed = activity.error ?? event.error ?? variants.error;
  let content: ReactNode;
  if (failed) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(failed)}
      </Alert>
    );
  } else if (!activity.data || !event.data || !variants.data) {
    content = (
      <Stack gap="lg" role="status" aria-label="Loading">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  } else {
    content = (
      <>
        <EventSummary event={event.data} />
        {event.data.isOver ? (
          <Alert color="gray" variant="light" radius="lg" icon={<IconInfoCircle size={18} aria-hidden />}>
            {MESSAGES.eventOver} Free and cash tickets can no longer be issued for it.
          </Alert>
        ) : !activity.data.isPublished ? (
          <Alert color="orange" variant="light" radius="lg" icon={<IconInfoCircle size={18} aria-hidden />}>
            {MESSAGES.activityNotPublished}
          </Alert>
        ) : (
          <FreeOrderForm
            activity={activity.data}
            event={event.data}
            variants={variants.data.variants}
            canIssue={canIssue}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PageBreadcrumbs items={breadcrumbs} size="sm" />
      <PageLayout title={TITLE} size="sm">
        {content}
      </PageLayout>
    </>
  );
}
