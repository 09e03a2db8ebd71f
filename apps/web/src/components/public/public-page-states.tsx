import { MESSAGES } from '@usher/contract/messages';
import { IconMoodSad } from '@tabler/icons-react';
import { PublicEmptyPanel } from './public-empty-panel';
import { PublicPage } from './public-page';
import { PublicSkeleton } from './public-skeleton';

/** A landing page while its data loads: the card's outline, so the page does not jump when it arrives. */
export function PublicPageLoading() {
  return (
    <PublicPage>
      <div className="public-card public-card-body public-stack" role="status" aria-label="Loading">
        <PublicSkeleton style={{ height: 180 }} />
        <PublicSkeleton style={{ height: 28, width: '70%' }} />
        <PublicSkeleton style={{ height: 100 }} />
      </div>
    </PublicPage>
  );
}

/** §8 event-not-found state of the public activity and event pages. */
export function PublicEventNotFound() {
  return (
    <PublicPage>
      <PublicEmptyPanel
        icon={<IconMoodSad aria-hidden />}
        title={MESSAGES.eventNotFoundTitle}
        description={MESSAGES.eventNotFoundDescription}
      />
    </PublicPage>
  );
}
