import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TPublicWaitlistEntry, TWaitlistOffer } from '@usher/contract/waitlist';
import { usePublicEvent } from '../../activities/api/get-public-event';
import { checkoutPath, rememberHold } from '../../orders/api/place-hold';
import { offerHold } from './offer-hold';

type OfferCheckoutButtonProps = { entry: TPublicWaitlistEntry; offer: TWaitlistOffer };

/**
 * Into the normal checkout of the offer's hold (issue 31 §3): the checkout prices the hold's lines from the date's
 * ticket types, so the hold is kept for it as "Get tickets" keeps one, with the entry as its way back.
 */
export function OfferCheckoutButton({ entry, offer }: OfferCheckoutButtonProps) {
  const navigate = useNavigate();
  const event = usePublicEvent(entry.eventId);

  const open = () => {
    const hold = offerHold(entry, offer, event.data?.ticketVariants ?? []);
    rememberHold(hold, entry.eventId, '', entry.entryId);
    void navigate(checkoutPath(offer.holdId, entry.eventId));
  };

  return (
    <Button
      size="md"
      h={48}
      fullWidth
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      loading={event.isPending}
      onClick={open}
    >
      Buy your tickets
    </Button>
  );
}
