import { sql } from 'kysely';
import { customFieldColumnsOf } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';

export type GuestFilter = { search?: string; checkedIn?: 'yes' | 'no' };

/**
 * Where a page of the guest list ended: tickets are listed by sale, then by their index in the order. The sale time
 * is kept as PostgreSQL's text (microseconds): a JS Date would drop them and the next page would start again
 * inside the last order.
 */
export type GuestKey = { createdAt: string; orderId: string; ticketIndex: number };

/**
 * What a search reads of an order: name, email and reference joined by a character no search can hold, so a
 * match never spans two fields. The very expression migration 0013 indexes with trigrams: keep them equal.
 */
const ORDER_SEARCH_TEXT = sql<string>`(coalesce(o.full_name, '') || chr(1) || coalesce(o.email, '') || chr(1) || o.reference)`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    // Only a search that looks like a phone number is matched against phones by its digits, so the digits
    // of an order reference (USH-4F3A2B19) do not bring up strangers.
    const digits = /^[\d\s+().-]+$/.test(search) ? search.replace(/\D/g, '') : '';
    // The date's orders are named too, so the planner may start from the few orders that match.
    query = query
      .where('o.event_id', '=', eventId)
      .where((eb) =>
        eb.or([
          eb(ORDER_SEARCH_TEXT, 'ilike', likePattern(search)),
          ...(digits.length >= 3 ? [eb('o.phone', 'like', likePattern(digits))] : []),
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

/**
 * One page of guests in the list's order: after a keyset (an index range scan that stops after `limit` rows,
 * however deep the page) or, for clients that number pages, at an offset.
 */
export async function listGuests(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: GuestFilter,
  page: { after: GuestKey | null; offset: number; limit: number },
) {
  let query = selectGuests(db, organizationId, eventId, filter).select([
    ...GUEST_COLUMNS,
    't.order_id',
    sql<string>`t.created_at::text`.as('created_key'),
  ]);
  if (page.after) {
    query = query.where(
      sql<boolean>`(t.created_at, t.order_id, t.ticket_index) > (${page.after.createdAt}::timestamptz, ${page.after.orderId}, ${page.after.ticketIndex})`,
    );
  } else if (page.offset > 0) {
    query = query.offset(page.offset);
  }
  return query
    .orderBy('t.created_at')
    .orderBy('t.order_id')
    .orderBy('t.ticket_index')
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

/** How many guests a search finds: the matching orders' tickets only. */
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
