import { MAX_TICKETS_PER_ORDER } from '@usher/contract/order-limits';
import type { TPublicEvent } from '@usher/contract/public-event';
import { canIncrease } from '@usher/contract/quantity-rules';

export type TTicketLimitsEvent = Pick<TPublicEvent, 'maxTicketCount' | 'ticketVariants'> & {
  /** False while the organiser can not take card payments: only free types may be chosen. */
  isPaidSaleAvailable?: boolean;
};

/**
 * Whether + may add one more ticket of a type: within its `toBuy` (what the server says is left for a customer),
 * the §4 rules across the whole selection (the venue's capacity shared by types), one order's maximum, and
 * free types only while paid sales are off.
 */
export function canAddTicket(
  event: TTicketLimitsEvent,
  selection: Record<string, number>,
  variantId: string,
): boolean {
  const variant = event.ticketVariants.find((candidate) => candidate.id === variantId);
  if (!variant) return false;
  if (event.isPaidSaleAvailable === false && variant.price > 0) return false;
  if ((selection[variantId] ?? 0) >= variant.toBuy) return false;
  const chosen = Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);
  if (chosen >= MAX_TICKETS_PER_ORDER) return false;
  return canIncrease(
    { maxTicketCount: event.maxTicketCount, variants: event.ticketVariants },
    selection,
    variantId,
  );
}
