import { MESSAGES } from '@usher/contract/messages';
import { isSelectionAllowed, type EventAvailability } from '@usher/contract/quantity-rules';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../errors';
import {
  countSalesByVariant,
  hasSalesOrReservations,
  listEventsWithGuestEmails,
  type CountFilter,
  type VariantCounts,
} from './sales-count.repository';

export type { VariantCounts } from './sales-count.repository';

/** What the catalogue says may be sold of a date: its venue capacity and each ticket type's limit. */
export type EventStock = {
  capacity: number | null;
  variants: { id: string; maxTicketCount: number | null; isAffectEventTicketCount: boolean }[];
};

const NONE: VariantCounts = { sold: 0, checkedIn: 0, reserved: 0 };

/** Sold, checked-in and reserved counts per ticket type (a type with none answers zeros). */
export async function countSales(db: Db, organizationId: string, filter: CountFilter) {
  const counts = await countSalesByVariant(db, organizationId, filter);
  return (variantId: string): VariantCounts => counts.get(variantId) ?? NONE;
}

/** Tickets sold or held of the types that count toward the venue capacity. */
function takenCapacity(stock: EventStock, countsOf: (variantId: string) => VariantCounts): number {
  return stock.variants
    .filter((variant) => variant.isAffectEventTicketCount)
    .reduce((sum, variant) => sum + countsOf(variant.id).sold, 0);
}

/** Whether tickets were sold or are held for these dates (§4 "reserved"). */
export function isReserved(db: Db, organizationId: string, eventIds: string[]): Promise<boolean> {
  return hasSalesOrReservations(db, organizationId, eventIds);
}

export function findEventsWithGuestEmails(db: Db, organizationId: string, eventIds: string[]) {
  return listEventsWithGuestEmails(db, organizationId, eventIds);
}

/**
 * Refuses a selection the date cannot take (§4): each type's sold + held + asked within its limit, and the
 * capacity-affecting total within the venue. Call it holding the date's lock, with stock read after taking it.
 */
export async function requireSelectionFits(
  trx: Db,
  organizationId: string,
  eventId: string,
  stock: EventStock,
  selection: Record<string, number>,
): Promise<void> {
  const countsOf = await countSales(trx, organizationId, { eventIds: [eventId] });
  const availability: EventAvailability = {
    maxTicketCount: stock.capacity,
    variants: stock.variants.map((variant) => ({
      id: variant.id,
      maxTicketCount: variant.maxTicketCount,
      orderCount: countsOf(variant.id).sold,
      reservedCount: countsOf(variant.id).reserved,
      isAffectEventTicketCount: variant.isAffectEventTicketCount,
    })),
  };
  if (!isSelectionAllowed(availability, selection)) {
    throw conflict(MESSAGES.notEnoughTickets, { items: MESSAGES.notEnoughTickets });
  }
}

/** A venue capacity never drops below the capacity-affecting tickets sold (§5); call it holding the lock. */
export async function requireCapacityCovers(
  trx: Db,
  organizationId: string,
  eventId: string,
  stock: EventStock,
): Promise<void> {
  if (stock.capacity === null) return;
  const countsOf = await countSales(trx, organizationId, { eventIds: [eventId] });
  if (stock.capacity < takenCapacity(stock, countsOf)) {
    throw badRequest(MESSAGES.venueCapacity, { maxTicketCount: MESSAGES.venueCapacity });
  }
}

/** A ticket type's availability never drops below its tickets sold (§5); call it holding the lock. */
export async function requireAvailabilityCovers(
  trx: Db,
  organizationId: string,
  variantId: string,
  maxTicketCount: number,
): Promise<void> {
  const countsOf = await countSales(trx, organizationId, { variantIds: [variantId] });
  if (maxTicketCount < countsOf(variantId).sold) {
    throw badRequest(MESSAGES.availability, { maxTicketCount: MESSAGES.availability });
  }
}

/** Refuses with `message` when any ticket is sold or held for these dates or types; call it holding the lock. */
export async function requireNothingSold(
  trx: Db,
  organizationId: string,
  filter: CountFilter,
  message: string,
): Promise<void> {
  const counts = await countSalesByVariant(trx, organizationId, filter);
  if ([...counts.values()].some((count) => count.sold > 0 || count.reserved > 0)) throw conflict(message);
}
