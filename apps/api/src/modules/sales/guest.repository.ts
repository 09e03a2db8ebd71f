import { sql } from 'kysely';
import { customFieldColumnsOf } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';

export type GuestFilter = { search?: string; checkedIn?: 'yes' | 'no' };

function selectGuests(db: Db, organizationId: string, eventId: string, filter: GuestFilter) {
  let query = db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .where('t.organization_id', '=', organizationId)
    .where('t.event_id', '=', eventId)
    .where('t.status', '=', 'valid');
  if (filter.checkedIn)
    query = query.where('t.checked_in_at', filter.checkedIn === 'yes' ? 'is not' : 'is', null);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Only a search that looks like a phone number is matched against phones by its digits, so the digits
    // of an order reference (USH-4F3A2B19) do not bring up strangers.
    const digits = /^[\d\s+().-]+$/.test(search) ? search.replace(/\D/g, '') : '';
    query = query.where((eb) =>
      eb.or([
        eb('o.full_name', 'ilike', pattern),
        eb('o.email', 'ilike', pattern),
        eb('o.reference', 'ilike', pattern),
        ...(digits.length >= 3 ? [eb('o.phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

/** A ticket as the door sees it: the ticket, its order's guest and its type (tables aliased t, o and v). */
export const GUEST_COLUMNS = [
  't.id',
  't.external_id',
  't.ticket_index',
  't.group_size',
  't.checked_in_at',
  't.created_at',
  'o.reference',
  'o.full_name',
  'o.phone',
  'o.email',
  'o.address',
  'o.applied_promo',
  'o.kind as order_kind',
  'o.total_pence as order_total',
  ...customFieldColumnsOf('o'),
  'v.name as variant_name',
] as const;

export async function listGuests(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: GuestFilter,
  page: { offset: number; limit: number },
) {
  return selectGuests(db, organizationId, eventId, filter)
    .select(GUEST_COLUMNS)
    .orderBy('t.created_at')
    .orderBy('t.order_id')
    .orderBy('t.ticket_index')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
export type GuestRow = Awaited<ReturnType<typeof listGuests>>[number];

/** The event's valid tickets and how many are checked in, from its ticket types' counters (not its tickets). */
export async function countEventTickets(db: Db, organizationId: string, eventId: string) {
  const row = await db
    .selectFrom('ticket_counts')
    .select([
      sql<number>`coalesce(sum(sold), 0)::int`.as('tickets'),
      sql<number>`coalesce(sum(checked_in), 0)::int`.as('checkedIn'),
    ])
    .where('organization_id', '=', organizationId)
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { ticketCount: Number(row.tickets), checkedInCount: Number(row.checkedIn) };
}

export async function countGuests(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: GuestFilter,
): Promise<number> {
  const row = await selectGuests(db, organizationId, eventId, filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Where a page of the guest list ended: tickets are listed by sale, then by their index in the order. The sale time
 * is kept as PostgreSQL's text (microseconds): a JS Date would drop them and the next page would start again
 * inside the last order.
 */
export type GuestKey = { createdAt: string; orderId: string; ticketIndex: number };

/** One page of guests after a keyset, in the guest list's order, so an export walks 20,000 rows without holding them all. */
export async function listGuestsAfter(
  db: Db,
  organizationId: string,
  eventId: string,
  after: GuestKey | null,
  limit: number,
) {
  let query = selectGuests(db, organizationId, eventId, {}).select([
    ...GUEST_COLUMNS,
    't.order_id',
    sql<string>`t.created_at::text`.as('created_key'),
  ]);
  if (after) {
    query = query.where(
      sql<boolean>`(t.created_at, t.order_id, t.ticket_index) > (${after.createdAt}::timestamptz, ${after.orderId}, ${after.ticketIndex})`,
    );
  }
  return query.orderBy('t.created_at').orderBy('t.order_id').orderBy('t.ticket_index').limit(limit).execute();
}
