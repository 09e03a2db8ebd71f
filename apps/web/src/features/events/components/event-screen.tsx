import { Alert, Button, Grid, Skeleton } from '@mantine/core';
import { IconCopy, IconMail, IconMessage, IconQrcode, IconTicket } from '@tabler/icons-react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { breadcrumbName } from '@usher/contract/html-text';
import type { TEvent } from '@usher/contract/events';
import { formatLondon } from '@usher/contract/london-format';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/notify';
import { useActivity } from '../../activities/api/get-activity';
import { useEvent } from '../api/get-event';
import { DeleteDateButton } from './delete-date-button';
import { EventDoorView } from './event-door-view';
import { EventForm } from './event-form';
import { EventTicketTypes } from './event-ticket-types';

const EventMessageDialog = lazy(async () => ({
  default: (await import('./event-message-dialog')).EventMessageDialog,
}));

const DuplicateDialog = lazy(async () => ({
  default: (await import('./duplicate-dialog')).DuplicateDialog,
}));

type EventScreenProps = {
  /** The date's sales, composed in by the router (features do not import each other's screens). */
  salesSection?: (event: TEvent) => ReactNode;
  /** The date's waiting list (issue 31 §4), composed in the same way. */
  waitlistSection?: (event: TEvent) => ReactNode;
};

/** `/activity/{activityId}/event/create` and `/activity/{activityId}/event/{eventId}/edit` (§2). */
export function EventScreen({ salesSection, waitlistSection }: EventScreenProps = {}) {
  const { activityId = '', eventId } = useParams();
  const activity = useActivity(activityId);
  const event = useEvent(eventId);
  const canManage = useCan('manageEvents');
  const canGiveTickets = useCan('manageOrganiserMarketing');
  const [isDuplicateOpen, setDuplicateOpen] = useState(false);
  const [hasOpenedDuplicate, setHasOpenedDuplicate] = useState(false);
  const [messaging, setMessaging] = useState<'email' | 'sms' | null>(null);

  const isEdit = Boolean(eventId);
  const title = isEdit ? 'Event date' : 'Add date';
  const breadcrumbs = [
    {
      label: `Manage ${activity.data ? breadcrumbName(activity.data.name) : '…'}`,
      to: `/activity/${activityId}/manage`,
    },
    { label: isEdit ? `Event ${event.data ? formatLondon(event.data.startAt) : '…'}` : 'New date' },
  ];

  const failed = activity.error ?? event.error;
  if (failed) {
    return (
      <PageLayout title={title}>
        <Alert color="red" variant="light">
          {errorMessage(failed)}
        </Alert>
      </PageLayout>
    );
  }
  if (activity.isPending || (isEdit && event.isPending)) {
    return (
      <PageLayout title={title}>
        <Skeleton h={360} radius="lg" />
      </PageLayout>
    );
  }

  const data = event.data;
  // Door staff and other roles that cannot change a date get its door view, not a form they cannot save.
  if (data && !canManage) {
    return (
      <>
        <PageBreadcrumbs items={breadcrumbs} />
        <PageLayout title={title} description={activity.data?.name}>
          <EventDoorView event={data} />
        </PageLayout>
      </>
    );
  }
  const eventPath = data ? `/activity/${activityId}/event/${data.id}` : '';
  const actions = data ? (
    <>
      <Button
        component={Link}
        to={`${eventPath}/check-in`}
        variant="light"
        leftSection={<IconQrcode size={16} aria-hidden />}
      >
        Check in
      </Button>
      {canGiveTickets ? (
        <Button
          component={Link}
          to={`${eventPath}/free-cash-tickets`}
          variant="light"
          leftSection={<IconTicket size={16} aria-hidden />}
        >
          Free tickets
        </Button>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => {
          setHasOpenedDuplicate(true);
          setDuplicateOpen(true);
        }}
      >
        Duplicate
      </Button>
      {data.isReserved && data.hasGuestsEmails ? (
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={() => setMessaging('email')}
        >
          Send Email
        </Button>
      ) : null}
      {data.isReserved ? (
        <Button
          variant="light"
          leftSection={<IconMessage size={16} aria-hidden />}
          onClick={() => setMessaging('sms')}
        >
          Send SMS
        </Button>
      ) : null}
    </>
  ) : undefined;

  return (
    <>
      <PageBreadcrumbs items={breadcrumbs} />
      <PageLayout title={title} description={activity.data?.name} actions={actions}>
        {data ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <EventForm
                key={data.id}
                activityId={activityId}
                event={data}
                canManage={canManage}
                footer={!data.isReserved ? <DeleteDateButton event={data} /> : null}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <EventTicketTypes event={data} canManage={canManage} />
            </Grid.Col>
            {salesSection ? <Grid.Col span={12}>{salesSection(data)}</Grid.Col> : null}
            {waitlistSection ? <Grid.Col span={12}>{waitlistSection(data)}</Grid.Col> : null}
          </Grid>
        ) : (
          <EventForm activityId={activityId} canManage={canManage} />
        )}
      </PageLayout>
      {data && hasOpenedDuplicate ? (
        <Suspense fallback={null}>
          <DuplicateDialog event={data} opened={isDuplicateOpen} onClose={() => setDuplicateOpen(false)} />
        </Suspense>
      ) : null}
      {data && messaging ? (
        <Suspense fallback={null}>
          <EventMessageDialog event={data} channel={messaging} onClose={() => setMessaging(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
