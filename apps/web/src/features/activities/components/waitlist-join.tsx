import { Suspense, useState, type ComponentType } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { PublicSkeleton } from '../../../components/public/public-skeleton';
import { useIsEmbedded } from '../../../components/public/embed-context';
import { useHydrated } from '../../../lib/use-hydrated';

/** The waiting list's form, composed in by the page (features do not import each other's screens). */
export type TJoinWaitlistForm = ComponentType<{
  eventId: string;
  ticketVariant: { id: string; name: string };
  onCancel: () => void;
}>;

type WaitlistJoinProps = {
  eventId: string;
  ticketVariant: { id: string; name: string };
  Form: TJoinWaitlistForm;
};

/**
 * Issue 31 §2: "Join the waiting list" on a ticket type whose list is open, opening the short form in place. Embedded,
 * it opens the date's own page in a new tab: a public write needs the first-party CSRF cookie an iframe may lack.
 */
export function WaitlistJoin({ eventId, ticketVariant, Form }: WaitlistJoinProps) {
  const [isOpen, setIsOpen] = useState(false);
  const isEmbedded = useIsEmbedded();
  const isHydrated = useHydrated();

  if (isEmbedded) {
    return (
      <a
        className="public-button"
        data-variant="light"
        href={`/e/${encodeURIComponent(eventId)}`}
        target="_blank"
        rel="noopener"
      >
        {MESSAGES.joinWaitlist}
      </a>
    );
  }
  if (!isOpen) {
    return (
      <button
        type="button"
        className="public-button"
        data-variant="light"
        disabled={!isHydrated}
        onClick={() => setIsOpen(true)}
        aria-label={`${MESSAGES.joinWaitlist}: ${ticketVariant.name}`}
      >
        {MESSAGES.joinWaitlist}
      </button>
    );
  }
  return (
    <Suspense fallback={<PublicSkeleton style={{ height: 220 }} />}>
      <Form eventId={eventId} ticketVariant={ticketVariant} onCancel={() => setIsOpen(false)} />
    </Suspense>
  );
}
