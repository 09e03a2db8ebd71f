import { Button } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { PublicPage } from '../../../components/layouts/public-page';
import { PublicPageLoading } from '../../../components/layouts/public-page-states';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { markEmbedHandoff, readContinueChoice } from '../../../lib/embed-handoff';
import { errorMessage } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { checkoutPath, placeHold, rememberHold } from '../../orders/api/place-hold';

/**
 * `/continue/{eventId}?tickets=…`: the tab an embedded date opens on "Get tickets" (issue 29 §3). It holds the
 * choice here, first-party (the iframe may have no cookies, so no CSRF token), and goes on to the checkout with
 * no further click; the paid order is then told to the embed (embed-handoff.ts).
 */
export function ContinueCheckoutScreen() {
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const choice = useMemo(() => readContinueChoice(search), [search]);
  const [holdRefusal, setHoldRefusal] = useState<string | null>(null);
  const refusal = choice ? holdRefusal : MESSAGES.embedChoiceMissing;
  // One hold per tab: React's strict mode runs the effect twice in development.
  const isStarted = useRef(false);
  usePageTitle('Your tickets');

  useEffect(() => {
    if (isStarted.current || !choice) return;
    isStarted.current = true;
    placeHold(eventId, choice).then(
      (hold) => {
        rememberHold(hold, eventId, '');
        markEmbedHandoff();
        const minutes = Math.max(1, Math.round((Date.parse(hold.expiresAt) - Date.now()) / 60_000));
        notifySuccess(MESSAGES.ticketsHeld(minutes));
        void navigate(checkoutPath(hold.id, eventId), { replace: true });
      },
      (error: unknown) => setHoldRefusal(errorMessage(error)),
    );
  }, [choice, eventId, navigate]);

  if (!refusal) return <PublicPageLoading />;
  return (
    <PublicPage>
      <EmptyPanel
        icon={<IconMoodSad aria-hidden />}
        title={MESSAGES.embedHoldFailedTitle}
        description={refusal}
        actions={
          <Button component="a" href={`/e/${encodeURIComponent(eventId)}`}>
            Choose tickets again
          </Button>
        }
      />
    </PublicPage>
  );
}
