import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { GUEST_COLUMNS } from './guest-list.repository';

function selectTickets(db: Db, organizationId: string) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select([...GUEST_COLUMNS, 't.event_id', 't.status', 'a.name as activity_name', 'e.start_at'])
    .where('t.organization_id', '=', organizationId);
}
export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicketByCode>>>;

export async function findTicketByCode(db: Db, organizationId: string, code: string) {
  return selectTickets(db, organizationId).where('t.check_in_code', '=', code).executeTakeFirst();
}

export async function findTicketByExternalId(db: Db, organizationId: string, externalId: string) {
  return selectTickets(db, organizationId).where('t.external_id', '=', externalId).executeTakeFirst();
}

export type CheckInBy = { userId: string; device: string | null; method: 'scan' | 'manual' };

/** Checks a ticket in unless it already is: one UPDATE, so of any number of simultaneous scans exactly one wins. */
export async function checkInIfNot(db: Db, ticketId: string, by: CheckInBy): Promise<Date | null> {
  const row = await db
    .updateTable('tickets')
    .set({
      checked_in_at: new Date(),
      checked_in_by: by.userId,
      checked_in_device: by.device,
      checked_in_method: by.method,
    })
    .where('id', '=', ticketId)
    .where('checked_in_at', 'is', null)
    .returning('checked_in_at')
    .executeTakeFirst();
  return row?.checked_in_at ?? null;
}

/**
 * The read-then-write check-in that must never be used: kept only so a test can show the race the atomic
 * UPDATE prevents is real (pretix's control run). Reachable only through a test-only option.
 */
export async function checkInReadThenWrite(db: Db, ticketId: string, by: CheckInBy): Promise<Date | null> {
  const current = await db
    .selectFrom('tickets')
    .select('checked_in_at')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  if (current.checked_in_at) return null;
  await sql`select pg_sleep(0.01)`.execute(db);
  const row = await db
    .updateTable('tickets')
    .set({
      checked_in_at: new Date(),
      checked_in_by: by.userId,
      checked_in_device: by.device,
      checked_in_method: by.method,
    })
    .where('id', '=', ticketId)
    .returning('checked_in_at')
    .executeTakeFirstOrThrow();
  return row.checked_in_at;
}

export async function findCheckedInAt(db: Db, ticketId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('tickets')
    .select('checked_in_at')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return row.checked_in_at;
}

/** Claims a scan nonce; false when another request already holds it (a retry). */
export async function claimNonce(
  db: Db,
  organizationId: string,
  nonce: string,
  eventId: string,
): Promise<boolean> {
  const row = await db
    .insertInto('check_in_requests')
    .values({ organization_id: organizationId, nonce, event_id: eventId, answer: null })
    .onConflict((oc) => oc.columns(['organization_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findNonceAnswer(db: Db, organizationId: string, nonce: string) {
  const row = await db
    .selectFrom('check_in_requests')
    .select('answer')
    .where('organization_id', '=', organizationId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  return row?.answer ?? null;
}

export async function saveNonceAnswer(
  db: Db,
  organizationId: string,
  nonce: string,
  answer: { color: 'green' | 'orange' | 'red'; message: string },
): Promise<void> {
  await db
    .updateTable('check_in_requests')
    .set({ answer: JSON.stringify(answer) })
    .where('organization_id', '=', organizationId)
    .where('nonce', '=', nonce)
    .execute();
}
