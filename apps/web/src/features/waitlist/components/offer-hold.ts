import type { THold } from '@usher/contract/holds';
import type { TPublicWaitlistEntry, TWaitlistOffer } from '@usher/contract/waitlist';

/**
 * The offer as the checkout's hold: the entry's quantity of its ticket type. The public entry names the type, so
 * it is found among the date's types by name (the first of that name: a date's types are told apart by it).
 */
export function offerHold(
  entry: Pick<TPublicWaitlistEntry, 'quantity' | 'ticketVariantName'>,
  offer: TWaitlistOffer,
  ticketVariants: readonly { id: string; name: string }[],
): THold {
  const variant = ticketVariants.find((candidate) => candidate.name === entry.ticketVariantName);
  return {
    id: offer.holdId,
    expiresAt: offer.expiresAt,
    items: variant ? [{ identity: variant.id, quantity: entry.quantity }] : [],
  };
}
