import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import type { TStoredHold } from '../api/place-hold';
import { releaseHold } from '../api/release-hold';

/**
 * The checkout's way back: the hold is released, so its places are free again, and the date's page opens with the
 * same choice (it finds the hold this tab left, `useReturnedChoice`). A full page load: the date's page is served
 * with its data.
 */
export function ChangeTicketsButton({ hold }: { hold: TStoredHold }) {
  const [isLeaving, setIsLeaving] = useState(false);

  const change = async () => {
    setIsLeaving(true);
    try {
      await releaseHold(hold.id);
    } catch (error) {
      // A hold tidied away already (404) holds nothing: the way back is open.
      if (!isApiError(error) || error.status !== 404) {
        notifyError(MESSAGES.changeTicketsFailed);
        setIsLeaving(false);
        return;
      }
    }
    window.location.assign(`/e/${encodeURIComponent(hold.eventId)}`);
  };

  return (
    <Button
      variant="default"
      size="md"
      h={44}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      loading={isLeaving}
      onClick={change}
      style={{ alignSelf: 'flex-start' }}
    >
      {MESSAGES.changeTickets}
    </Button>
  );
}

/**
 * A waiting list's offer instead of "Change tickets" (issue 31 §3): back to the entry's page, the offer kept (it
 * is the entry's quantity; released, it would pass to the next person).
 */
export function BackToWaitlistButton({ entryId }: { entryId: string }) {
  return (
    <Button
      component={Link}
      to={`/waitlist/${encodeURIComponent(entryId)}`}
      variant="default"
      size="md"
      h={44}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      Back to your waiting list place
    </Button>
  );
}
