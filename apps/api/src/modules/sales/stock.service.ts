import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import {
  countPromoCodeUses,
  countSalesByVariant,
  hasSalesOrReservations,
  listEventsWithGuestEmails,
  type CountFilter,
  type VariantCounts,
} from './sales-count.repository';
import { readStockOfTicketTypes, type EventStock } from './stock.repository';

export type { PromoCodeUses, VariantCounts } from './sales-count.repository';
export type { EventStock } from './stock.repository';

// What the screens show. A rule that acts on these figures runs on a `LockedSale` (`withDates`) instead, which
// reads them itself holding the dates' locks.

const NONE: VariantCounts = { sold: 0, checkedIn: 0, reserved: 0 };

/** Sold, checked-in and reserved counts per ticket type (a type with none answers zeros). */
export async function countSales(db: Db, organizationId: string, filter: CountFilter) {
  const counts = await countSalesByVariant(db, organizationId, filter);
  return (variantId: string): VariantCounts => counts.get(variantId) ?? NONE;
}

/** Whether tickets were sold or are held for these dates (§4 "reserved"), as the screens show it. */
export function isReserved(db: Db, organizationId: string, eventIds: string[]): Promise<boolean> {
  return hasSalesOrReservations(db, organizationId, eventIds);
}

export function findEventsWithGuestEmails(db: Db, organizationId: string, eventIds: string[]) {
  return listEventsWithGuestEmails(db, organizationId, eventIds);
}

/** Each code's uses (valid tickets it discounted) and the pence it took off; codes never used are absent. */
export function countPromoUses(db: Db, organizationId: string, promoCodeIds: string[]) {
  return countPromoCodeUses(db, organizationId, promoCodeIds);
}

/**
 * The one date these ticket types belong to, with its stock as it is now, read without the lock: what an order
 * is priced with before `issueAtOnce` checks it again under the lock. 404 when a type is not the organiser's;
 * null when they are of several dates (or none).
 */
export async function findDateOfTicketTypes(
  db: Db,
  organizationId: string,
  variantIds: string[],
): Promise<{ eventId: string; stock: EventStock } | null> {
  const stocks = await readStockOfTicketTypes(db, organizationId, variantIds);
  const known = new Set([...stocks.values()].flatMap((stock) => stock.variants.map((variant) => variant.id)));
  if (variantIds.some((variantId) => !known.has(variantId))) throw notFound();
  const [date, ...others] = stocks;
  if (!date || others.length > 0) return null;
  return { eventId: date[0], stock: date[1] };
}
