import { isSelectionAllowed, ticketsToBuy, type EventAvailability } from '@usher/contract/quantity-rules';

/**
 * What the public may take of a date while people wait (issue 31 §3): a ticket type with people waiting sells
 * nothing to the public, and every other type leaves the places the waiting could take — per waited type, its
 * waiting quantity up to its own free places and what the venue has left, counted in turn — as if reserved.
 * `waiting`: per ticket type, the places people wait for (only for a list that is on, on a date not started).
 */
export function withWaitlistReserve(
  event: EventAvailability,
  waiting: ReadonlyMap<string, number>,
): { availability: EventAvailability; blocked: ReadonlySet<string> } {
  if (waiting.size === 0) return { availability: event, blocked: new Set() };
  const capacityTaken = event.variants
    .filter((variant) => variant.isAffectEventTicketCount)
    .reduce((sum, variant) => sum + variant.orderCount + variant.reservedCount, 0);
  let venueLeft = event.maxTicketCount === null ? Infinity : event.maxTicketCount - capacityTaken;
  const variants = event.variants.map((variant) => {
    const asked = waiting.get(variant.id) ?? 0;
    if (asked === 0) return variant;
    const ownLeft =
      variant.maxTicketCount === null
        ? Infinity
        : variant.maxTicketCount - variant.orderCount - variant.reservedCount;
    const reserve = Math.max(
      0,
      Math.min(asked, ownLeft, variant.isAffectEventTicketCount ? venueLeft : Infinity),
    );
    if (variant.isAffectEventTicketCount) venueLeft -= reserve;
    return { ...variant, reservedCount: variant.reservedCount + reserve };
  });
  return { availability: { ...event, variants }, blocked: new Set(waiting.keys()) };
}

/** Whether the public may take a selection while people wait: no waited type, and it fits beside the reserve. */
export function publicSelectionAllowed(
  event: EventAvailability,
  waiting: ReadonlyMap<string, number>,
  selection: Record<string, number>,
): boolean {
  const { availability, blocked } = withWaitlistReserve(event, waiting);
  const asksBlocked = Object.entries(selection).some(([id, quantity]) => quantity > 0 && blocked.has(id));
  return !asksBlocked && isSelectionAllowed(availability, selection);
}

/** `toBuy` for the public while people wait: 0 for a waited type, else what is left beside the reserve. */
export function publicTicketsToBuy(
  event: EventAvailability,
  waiting: ReadonlyMap<string, number>,
  variantId: string,
  perOrderMaximum: number,
): number {
  const { availability, blocked } = withWaitlistReserve(event, waiting);
  return blocked.has(variantId) ? 0 : ticketsToBuy(availability, variantId, perOrderMaximum);
}
