import { Tabs } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';

/** Placeholder until the activities issue: the Future/Past tabs with the spec's empty text. */
export function ActivitiesScreen() {
  return (
    <PageLayout title="Events">
      <Tabs defaultValue="future" variant="pills" radius="xl">
        <Tabs.List mb="md">
          <Tabs.Tab value="future">Future Events</Tabs.Tab>
          <Tabs.Tab value="past">Past Events</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="future">
          <EmptyPanel icon={<IconCalendarEvent aria-hidden />} description={MESSAGES.noActivities} />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <EmptyPanel icon={<IconCalendarEvent aria-hidden />} description={MESSAGES.noActivities} />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}
