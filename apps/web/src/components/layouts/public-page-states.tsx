import { MESSAGES } from '@usher/contract/messages';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { EmptyPanel } from '../ui/empty-panel';
import { PublicPage } from './public-page';

/** A public page while its data loads: the card's outline, so the page does not jump when it arrives. */
export function PublicPageLoading() {
  return (
    <PublicPage>
      <Paper withBorder radius="lg" p="md" role="status" aria-label="Loading">
        <Stack>
          <Skeleton h={180} radius="md" />
          <Skeleton h={28} w="70%" />
          <Skeleton h={100} />
        </Stack>
      </Paper>
    </PublicPage>
  );
}

/** §8 event-not-found state of the public activity and event pages. */
export function PublicEventNotFound() {
  return (
    <PublicPage>
      <EmptyPanel
        icon={<IconMoodSad aria-hidden />}
        title={MESSAGES.eventNotFoundTitle}
        description={MESSAGES.eventNotFoundDescription}
      />
    </PublicPage>
  );
}
