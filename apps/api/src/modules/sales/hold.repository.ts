import type { Db } from '../../db/database';
import { LIVE_HOLD } from './sales-count.repository';

export type PlacedHold = { id: string; expiresAt: Date; items: { identity: string; quantity: number }[] };

type HoldToInsert = {
  organizationId: string;
  eventId: string;
  expiresAt: Date;
  /** The client address block that asks (see `HoldingClient`), null when none is known. */
  clientAddress: string | null;
  lines: [variantId: string, quantity: number][];
};

/** Inserts a hold and its lines; the caller has checked that they fit, holding the date's lock. */
export async function insertHold(db: Db, hold: HoldToInsert): Promise<PlacedHold> {
  const { id, expires_at } = await db
    .insertInto('holds')
    .values({
      organization_id: hold.organizationId,
      event_id: hold.eventId,
      expires_at: hold.expiresAt,
      client_address: hold.clientAddress,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('hold_lines')
    .values(
      hold.lines.map(([variantId, quantity]) => ({ hold_id: id, ticket_variant_id: variantId, quantity })),
    )
    .execute();
  return {
    id,
    expiresAt: new Date(expires_at),
    items: hold.lines.map(([identity, quantity]) => ({ identity, quantity })),
  };
}

/** How many live holds one client address block has on a date (read holding the date's lock). */
export async function countLiveHoldsOfClient(
  db: Db,
  eventId: string,
  clientAddress: string,
): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('event_id', '=', eventId)
    .where('client_address', '=', clientAddress)
    .where(LIVE_HOLD)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The date of an organiser's hold, or null for an unknown one. */
export async function findHoldEventId(
  db: Db,
  organizationId: string,
  holdId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('holds')
    .select('event_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', holdId)
    .executeTakeFirst();
  return row?.event_id ?? null;
}

/** The organiser and date of a hold, read by its unguessable id before the date's lock is taken. */
export function findHoldOwner(db: Db, holdId: string) {
  return db
    .selectFrom('holds')
    .select(['organization_id as organizationId', 'event_id as eventId'])
    .where('id', '=', holdId)
    .executeTakeFirst();
}

/** Whether an order was made of a hold: its customer is paying for its places. */
export async function isHoldCheckedOut(db: Db, holdId: string): Promise<boolean> {
  const order = await db.selectFrom('orders').select('id').where('hold_id', '=', holdId).executeTakeFirst();
  return Boolean(order);
}

/** Marks a hold released (once: a second release keeps the first time). */
export async function markHoldReleased(db: Db, holdId: string): Promise<void> {
  await db
    .updateTable('holds')
    .set({ released_at: new Date() })
    .where('id', '=', holdId)
    .where('released_at', 'is', null)
    .execute();
}

/**
 * Deletes holds that ended (expired or released) before `before` and were never checked out: they count
 * nowhere already, this only tidies.
 */
export async function purgeEndedHolds(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('holds')
    .where('checked_out_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('released_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks a hold checked out: its places are now its order's tickets (once: a second time keeps the first). */
export async function markHoldCheckedOut(db: Db, holdId: string): Promise<void> {
  await db
    .updateTable('holds')
    .set({ checked_out_at: new Date() })
    .where('id', '=', holdId)
    .where('checked_out_at', 'is', null)
    .execute();
}
