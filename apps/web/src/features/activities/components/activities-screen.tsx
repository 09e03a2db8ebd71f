import { Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ShowMoreList } from '../../../components/ui/show-more-list';
import { useCan } from '../../../lib/current-user';
import { useHydrated } from '../../../lib/use-hydrated';
import { errorMessage } from '../../../lib/notify';
import { activitiesModeOf, useActivities, type TActivitiesMode } from '../api/get-activities';
import { ActivityCard } from './activity-card';
import { CurrentEvents } from './current-events';
import { OrganiserActions } from './organiser-actions';

/** Cards rendered at once: 200 at a time blocked the page for half a second (bench/render-lists.ts). */
const ACTIVITIES_PAGE_SIZE = 30;

function AddEventButton() {
  return (
    <Button component={Link} to="/activity/create" leftSection={<IconPlus size={16} aria-hidden />}>
      Add New Event
    </Button>
  );
}

function ActivityList({ mode }: { mode: TActivitiesMode }) {
  const activities = useActivities(mode);
  const canManage = useCan('manageEvents');

  if (activities.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading events">
        <Skeleton h={180} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  }
  if (activities.isError) {
    return (
      <EmptyPanel icon={<IconCalendarEvent aria-hidden />} description={errorMessage(activities.error)} />
    );
  }
  if (activities.data.length === 0) {
    return (
      <EmptyPanel
        icon={<IconCalendarEvent aria-hidden />}
        title={mode === 'future' ? 'No upcoming events yet' : undefined}
        description={MESSAGES.noActivities}
        actions={mode === 'future' && canManage ? <AddEventButton /> : undefined}
      />
    );
  }
  return (
    <ShowMoreList
      key={mode}
      items={activities.data}
      pageSize={ACTIVITIES_PAGE_SIZE}
      gap="md"
      renderItem={(activity) => <ActivityCard key={activity.id} activity={activity} />}
    />
  );
}

/** `/`: the organiser's activities, future or past (?mode=past), with today's events above the future list. */
export function ActivitiesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = activitiesModeOf(searchParams);
  // A tab tapped on the server's markup before React handles it would do nothing: off until then.
  const isHydrated = useHydrated();

  return (
    <PageLayout title="Events" size="lg" actions={<OrganiserActions />}>
      <Tabs
        value={mode}
        onChange={(value) => setSearchParams(value === 'past' ? { mode: 'past' } : {}, { replace: true })}
        variant="pills"
        radius="xl"
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="future" disabled={!isHydrated}>
            Future Events
          </Tabs.Tab>
          <Tabs.Tab value="past" disabled={!isHydrated}>
            Past Events
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="future">
          <Stack gap="xl">
            <CurrentEvents />
            <ActivityList mode="future" />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <ActivityList mode="past" />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}
