/** The §4 quantity rules of the public ticket selection, shared by the page and the server. */
export type VariantAvailability = {
  id: string;
  maxTicketCount: number | null;
  orderCount: number;
  reservedCount: number;
  isAffectEventTicketCount: boolean;
};
export type EventAvailability = { maxTicketCount: number | null; variants: VariantAvailability[] };

/** Tickets of capacity-affecting variants already ordered or reserved. */
export function takenCapacity(event: EventAvailability): number {
  return event.variants
    .filter((variant) => variant.isAffectEventTicketCount)
    .reduce((sum, variant) => sum + variant.orderCount + variant.reservedCount, 0);
}

/** Sold out when ordered and reserved tickets of capacity-affecting variants reach the venue capacity. */
export function isSoldOut(event: EventAvailability): boolean {
  return event.maxTicketCount !== null && takenCapacity(event) >= event.maxTicketCount;
}

/**
 * Whether a selection fits: each variant's orders + reservations + requested stay within its maximum, and
 * the capacity-affecting total stays within the venue capacity. Variants that do not affect capacity are exempt.
 */
export function isSelectionAllowed(event: EventAvailability, selection: Record<string, number>): boolean {
  let requestedCapacity = 0;
  for (const [variantId, quantity] of Object.entries(selection)) {
    if (quantity === 0) continue;
    const variant = event.variants.find((candidate) => candidate.id === variantId);
    if (!variant || quantity < 0 || !Number.isInteger(quantity)) return false;
    if (
      variant.maxTicketCount !== null &&
      variant.orderCount + variant.reservedCount + quantity > variant.maxTicketCount
    ) {
      return false;
    }
    if (variant.isAffectEventTicketCount) requestedCapacity += quantity;
  }
  return event.maxTicketCount === null || takenCapacity(event) + requestedCapacity <= event.maxTicketCount;
}

/** Whether one more ticket of a variant may be added to the selection. */
export function canIncrease(
  event: EventAvailability,
  selection: Record<string, number>,
  variantId: string,
): boolean {
  return isSelectionAllowed(event, { ...selection, [variantId]: (selection[variantId] ?? 0) + 1 });
}

/**
 * `toBuy` (issue 16 §4): what a customer may still take of one variant on its own — its maximum less its
 * orders and reservations and, when it affects capacity, no more than the venue has left; never below 0 and
 * never more than one order may hold.
 */
export function ticketsToBuy(event: EventAvailability, variantId: string, perOrderMaximum: number): number {
  const variant = event.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return 0;
  const ownLeft =
    variant.maxTicketCount === null
      ? perOrderMaximum
      : variant.maxTicketCount - variant.orderCount - variant.reservedCount;
  const capacityLeft =
    variant.isAffectEventTicketCount && event.maxTicketCount !== null
      ? event.maxTicketCount - takenCapacity(event)
      : perOrderMaximum;
  return Math.max(0, Math.min(ownLeft, capacityLeft, perOrderMaximum));
}
