import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TPublicWaitlistEntry, TWaitlistOffer } from '@usher/contract/waitlist';
import { checkoutPath, rememberHold } from '../../orders/api/place-hold';

type OfferCheckoutButtonProps = { entry: TPublicWaitlistEntry; offer: TWaitlistOffer };

/**
 * Into the normal checkout of the offer's hold (issue 31 §3): the checkout reads the hold its tab kept, so the
 * offer is kept as "Get tickets" keeps a hold (the entry's quantity of its type), with the entry as its way back.
 */
export function OfferCheckoutButton({ entry, offer }: OfferCheckoutButtonProps) {
  const navigate = useNavigate();

  const open = () => {
    const items = [{ identity: entry.ticketVariantId, quantity: entry.quantity }];
    rememberHold({ id: offer.holdId, expiresAt: offer.expiresAt, items }, entry.eventId, '', entry.entryId);
    void navigate(checkoutPath(offer.holdId, entry.eventId));
  };

  return (
    <Button
      size="md"
      h={48}
      fullWidth
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      onClick={open}
    >
      Buy your tickets
    </Button>
  );
}
