import { sql } from 'kysely';
import { customFieldColumnsOf } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';

export type GuestFilter = { search?: string; checkedIn?: 'yes' | 'no' };

/** Whether the filter searches: a search of only spaces lists everyone. */
export const isSearch = (filter: GuestFilter) => Boolean(filter.search?.trim());

/**
 * Where a page of the guest list ended: the last guest's place in the list (`list_position`, migration 0020),
 * kept as PostgreSQL's text of a bigint.
 */
export type GuestKey = { position: string };

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
  't.checked_in_by_name',
  'o.reference',
  'o.full_name',
  'o.phone',
  'o.email',
  'o.address',
  'o.applied_promo',
  'o.kind as order_kind',
  'o.total_pence as order_total',
  'o.payment_provider as order_payment_provider',
  ...customFieldColumnsOf('o'),
  'v.name as variant_name',
] as const;

/**
 * The place of the guest `offset` places into a date's unfiltered list, or null past its end: the counts of its
 * runs of places (kept by triggers, migration 0020) name the run that guest is in and how many of the run's
 * guests come before it, and the index of places skips those. The cost is the date's number of runs plus at
 * most one run of index entries, however deep the page.
 */
const placeAtOffset = (organizationId: string, eventId: string, offset: number) => sql<string>`(
  with run as (
    select counted.bucket, ${offset}::bigint - (counted.upto - counted.guests) as skip
    from (
      select bucket, guests, sum(guests) over (order by bucket) as upto
      from guest_list_buckets
      where organization_id = ${organizationId} and event_id = ${eventId}
    ) counted
    where counted.upto > ${offset}::bigint
    order by counted.bucket
    limit 1
  )
  select p.list_position from tickets p
  where p.event_id = ${eventId} and p.status = 'valid'
    and p.list_position >= (select guest_list_bucket_start(bucket) from run)
  order by p.list_position
  offset (select skip from run)
  limit 1
)`;

const isFiltered = (filter: GuestFilter) => Boolean(filter.checkedIn) || isSearch(filter);

/**
 * One page of guests in the list's order (by place: the order tickets were issued in): after a keyset, or at
 * an offset for clients that number pages. Both read an index range that stops after `limit` rows, however deep
 * the page; only a filtered or searched list at an offset reads the rows before the page. Each row carries the
 * date's counts, read by the same statement (one round trip for a page and its counts).
 */
export async function listGuests(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: GuestFilter,
  page: { after: GuestKey | null; offset: number; limit: number },
) {
  // A search reads every guest it finds to sort them, so the same statement counts them too: no second
  // trigram scan for the total. After a cursor the window would count only the guests past it.
  const isCounted = isSearch(filter) && !page.after;
  let query = selectGuests(db, organizationId, eventId, filter)
    .innerJoin(eventTicketCounts(db, organizationId, eventId).as('counts'), (join) => join.onTrue())
    .select([
      ...GUEST_COLUMNS,
      sql<string>`t.list_position::text`.as('position_key'),
      sql<string | null>`${isCounted ? sql`count(*) over ()` : sql`null`}`.as('found'),
      'counts.tickets',
      'counts.checked_in',
    ]);
  if (page.after) {
    query = query.where('t.list_position', '>', sql<string>`${page.after.position}::bigint`);
  } else if (page.offset > 0 && !isFiltered(filter)) {
    query = query.where('t.list_position', '>=', placeAtOffset(organizationId, eventId, page.offset));
  } else if (page.offset > 0) {
    query = query.offset(page.offset);
  }
  const rows = await query.orderBy('t.list_position').limit(page.limit).execute();
  return { rows, counts: rows[0] ? countsOf(rows[0]) : null };
}
export type GuestRow = Awaited<ReturnType<typeof listGuests>>['rows'][number];

/** One valid ticket of a date by its id, as the guest list shows it. */
export async function findGuestByTicketId(db: Db, organizationId: string, eventId: string, ticketId: string) {
  return selectGuests(db, organizationId, eventId, {})
    .select(GUEST_COLUMNS)
    .where('t.id', '=', ticketId)
    .executeTakeFirst();
}
export type GuestColumnsRow = NonNullable<Awaited<ReturnType<typeof findGuestByTicketId>>>;

/**
 * A door link's search of a date's guests (issue 30 §2): the guest list's search, only of these ticket types
 * (null: all), at most `limit`, in the list's order, and only what the crew may see (no phone, no email).
 */
export async function searchDoorGuests(
  db: Db,
  organizationId: string,
  eventId: string,
  search: { text: string; ticketVariantIds: string[] | null; limit: number },
) {
  let query = selectGuests(db, organizationId, eventId, { search: search.text }).select([
    't.external_id',
    't.ticket_index',
    't.checked_in_at',
    't.checked_in_by_name',
    'o.full_name',
    'o.reference',
    'v.name as variant_name',
  ]);
  if (search.ticketVariantIds !== null) {
    query = query.where('t.ticket_variant_id', 'in', search.ticketVariantIds);
  }
  return query.orderBy('t.list_position').limit(search.limit).execute();
}

/** How many valid tickets of a date each of its door links has checked in now (issue 30 §1). */
export async function countDoorLinkCheckIns(db: Db, organizationId: string, eventId: string) {
  const rows = await db
    .selectFrom('tickets')
    .select(['checked_in_door_link_id', sql<string>`count(*)`.as('count')])
    .where('organization_id', '=', organizationId)
    .where('event_id', '=', eventId)
    .where('status', '=', 'valid')
    .where('checked_in_door_link_id', 'is not', null)
    .groupBy('checked_in_door_link_id')
    .execute();
  return new Map(rows.map((row) => [row.checked_in_door_link_id!, Number(row.count)]));
}

/** The event's valid tickets and how many are checked in, from its ticket types' counters (not its tickets). */
const eventTicketCounts = (db: Db, organizationId: string, eventId: string) =>
  db
    .selectFrom('ticket_counts')
    .select([
      sql<number>`coalesce(sum(sold), 0)::int`.as('tickets'),
      sql<number>`coalesce(sum(checked_in), 0)::int`.as('checked_in'),
    ])
    .where('organization_id', '=', organizationId)
    .where('event_id', '=', eventId);

type EventTicketCounts = { ticketCount: number; checkedInCount: number };

const countsOf = (row: { tickets: number; checked_in: number }): EventTicketCounts => ({
  ticketCount: Number(row.tickets),
  checkedInCount: Number(row.checked_in),
});

/** The date's counts alone: for a page with no guest on it to carry them. */
export async function countEventTickets(db: Db, organizationId: string, eventId: string) {
  return countsOf(await eventTicketCounts(db, organizationId, eventId).executeTakeFirstOrThrow());
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
