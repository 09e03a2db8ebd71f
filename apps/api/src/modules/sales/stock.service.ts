import type { Db } from '../../db/database';
import {
  countPromoCodeUses,
  countSalesByVariant,
  hasSalesOrReservations,
  listEventsWithGuestEmails,
  type CountFilter,
  type VariantCounts,
} from './sales-count.repository';

export type { PromoCodeUses, VariantCounts } from './sales-count.repository';

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
