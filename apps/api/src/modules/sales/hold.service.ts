import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { withDates, type HoldingClient } from './locked-sale.service';
import { findHoldOwner, purgeEndedHolds, type PlacedHold } from './hold.repository';

export type { HoldingClient, PlacedHold };
export { purgeEndedHolds };

/**
 * Holds a selection of one date for a customer (issue 16 §1), holding the date's lock: placed if the date's
 * activity is still published, the client has fewer live holds on it than its limit, and the selection fits.
 */
export function placeHold(
  db: Db,
  organizationId: string,
  eventId: string,
  selection: Record<string, number>,
  expiresAt: Date,
  client: HoldingClient | null = null,
): Promise<PlacedHold> {
  return withDates(db, organizationId, [eventId], async (sale) => {
    await sale.requireOnSale(eventId);
    return sale.hold(eventId, selection, expiresAt, client);
  });
}

/**
 * Releases a hold by its unguessable id, holding its date's lock; 404 for an unknown one, idempotent, 409 for
 * one an order was made of.
 */
export async function releaseHold(db: Db, holdId: string): Promise<void> {
  const owner = await findHoldOwner(db, holdId);
  if (!owner) throw notFound();
  await withDates(db, owner.organizationId, [owner.eventId], (sale) => sale.release(holdId));
}

/** The organiser and date of a hold by its unguessable id, to take the date's lock; undefined if unknown. */
export function findHoldDate(db: Db, holdId: string) {
  return findHoldOwner(db, holdId);
}
