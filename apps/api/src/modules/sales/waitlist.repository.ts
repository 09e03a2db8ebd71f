import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db, WaitlistStatus } from '../../db/database';

/** Entries still in the game: waiting for an offer, or holding one. */
const ACTIVE = ['waiting', 'offered'] as const;

/** What a held date's waiting list asks of a sale: per ticket type, who waits and who holds an offer. */
export type DateWaitlist = {
  eventId: string;
  isEnabled: boolean;
  offerMinutes: number;
  startAt: Date;
  /** Per ticket type with people waiting: how many places they wait for, and the smallest group. */
  waiting: Map<string, { quantity: number; smallestGroup: number }>;
  hasOffers: boolean;
};

/**
 * The waiting lists of these dates that have someone waiting or offered, with their activity's settings, in one
 * statement over the partial index of active entries (a date with none costs an empty index scan).
 */
export async function readDateWaitlists(db: Db, eventIds: string[]): Promise<Map<string, DateWaitlist>> {
  const lists = new Map<string, DateWaitlist>();
  if (eventIds.length === 0) return lists;
  const { rows } = await sql<{
    event_id: string;
    ticket_variant_id: string;
    waiting_quantity: number | null;
    smallest_group: number | null;
    offered: number;
    waitlist_enabled: boolean;
    waitlist_offer_minutes: number;
    start_at: Date | string;
  }>`
    select w.event_id, w.ticket_variant_id,
      (sum(w.quantity) filter (where w.status = 'waiting'))::int as waiting_quantity,
      (min(w.quantity) filter (where w.status = 'waiting'))::int as smallest_group,
      (count(*) filter (where w.status = 'offered'))::int as offered,
      a.waitlist_enabled, a.waitlist_offer_minutes, e.start_at
    from waitlist_entries w
    join events e on e.id = w.event_id
    join activities a on a.id = e.activity_id
    where w.event_id = any (${eventIds}::uuid[]) and w.status in ('waiting', 'offered')
    group by w.event_id, w.ticket_variant_id, a.waitlist_enabled, a.waitlist_offer_minutes, e.start_at`.execute(
    db,
  );
  for (const row of rows) {
    const list = lists.get(row.event_id) ?? {
      eventId: row.event_id,
      isEnabled: Boolean(row.waitlist_enabled),
      offerMinutes: Number(row.waitlist_offer_minutes),
      startAt: new Date(row.start_at),
      waiting: new Map(),
      hasOffers: false,
    };
    lists.set(row.event_id, list);
    if (Number(row.offered) > 0) list.hasOffers = true;
    if (row.waiting_quantity !== null && Number(row.waiting_quantity) > 0) {
      list.waiting.set(row.ticket_variant_id, {
        quantity: Number(row.waiting_quantity),
        smallestGroup: Number(row.smallest_group),
      });
    }
  }
  return lists;
}

/**
 * Ends the offers of these dates that are over, in one statement: paid (its hold's order paid) → purchased, with
 * the order; its hold released, run out, or its order given up or cancelled unpaid → expired. Answers each
 * entry ended with its new status.
 */
export async function settleEndedOffers(
  db: Db,
  eventIds: string[],
): Promise<{ id: string; status: WaitlistStatus }[]> {
  const { rows } = await sql<{ id: string; status: WaitlistStatus }>`
    update waitlist_entries w
    set status = case when o.paid_at is not null then 'purchased' else 'expired' end,
      order_id = case when o.paid_at is not null then o.id else w.order_id end
    from waitlist_entries x
    left join holds h on h.id = x.hold_id
    left join orders o on o.hold_id = x.hold_id
    where w.id = x.id and x.event_id = any (${eventIds}::uuid[]) and x.status = 'offered'
      and (h.id is null or o.paid_at is not null or h.released_at is not null or h.expires_at <= now()
        or o.status in ('expired', 'cancelled', 'refunded'))
    returning w.id, w.status`.execute(db);
  return rows;
}

/** Waiting entries of a date for these ticket types in joining order, after `afterPosition`, a page at a time. */
export async function listWaitingEntries(
  db: Db,
  eventId: string,
  variantIds: string[],
  afterPosition: string,
  limit: number,
): Promise<{ id: string; variantId: string; quantity: number; position: string }[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select(['id', 'ticket_variant_id as variantId', 'quantity', 'position'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'waiting')
    .where('ticket_variant_id', 'in', variantIds)
    .where('position', '>', afterPosition)
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, position: String(row.position) }));
}

export type OfferToMake = { entryId: string; variantId: string; quantity: number };

/**
 * Makes offers in one statement: a hold of each entry's quantity on its ticket type until `expiresAt` (the same
 * `holds` row a customer's hold is, so every count sees it), and the entry marked offered with it.
 */
export async function insertOffers(
  db: Db,
  organizationId: string,
  eventId: string,
  offers: OfferToMake[],
  expiresAt: Date,
): Promise<void> {
  if (offers.length === 0) return;
  const holdIds = offers.map(() => crypto.randomUUID());
  await sql`
    with chosen as (
      select * from unnest(${offers.map((o) => o.entryId)}::uuid[], ${holdIds}::uuid[],
        ${offers.map((o) => o.variantId)}::uuid[], ${offers.map((o) => o.quantity)}::int[])
        as c(entry_id, hold_id, variant_id, quantity)
    ), new_holds as (
      insert into holds (id, organization_id, event_id, expires_at)
      select hold_id, ${organizationId}::uuid, ${eventId}::uuid, ${expiresAt}::timestamptz from chosen
      returning id
    ), new_lines as (
      insert into hold_lines (hold_id, ticket_variant_id, quantity)
      select c.hold_id, c.variant_id, c.quantity from chosen c join new_holds h on h.id = c.hold_id
    )
    update waitlist_entries w
    set status = 'offered', hold_id = c.hold_id, offered_at = now(), offer_expires_at = ${expiresAt}::timestamptz
    from chosen c join new_holds h on h.id = c.hold_id
    where w.id = c.entry_id`.execute(db);
}

/** Per ticket type of these dates, the places people wait for; only dates whose list is on and not started. */
export async function readWaitingReserve(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  const lists = await readDateWaitlists(db, eventIds);
  const reserve = new Map<string, number>();
  const now = Date.now();
  for (const list of lists.values()) {
    if (!list.isEnabled || list.startAt.getTime() <= now) continue;
    for (const [variantId, { quantity }] of list.waiting) reserve.set(variantId, quantity);
  }
  return reserve;
}

export type WaitlistEntryRow = {
  id: string;
  organizationId: string;
  eventId: string;
  variantId: string;
  variantName: string;
  variantPrice: number;
  activityName: string;
  startAt: Date;
  status: WaitlistStatus;
  quantity: number;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  createdAt: Date;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  holdId: string | null;
  /** Place among those still waiting for its ticket type (1 = next); null when not waiting. */
  position: number | null;
};

/** A waiting entry's place among those still waiting for its ticket type, read per entry (1 = next). */
const POSITION_OF_ONE = sql<number | null>`case when w.status = 'waiting' then (
  select count(*) from waitlist_entries o
  where o.event_id = w.event_id and o.ticket_variant_id = w.ticket_variant_id and o.status = 'waiting'
    and o.position <= w.position
)::int end`;

/** The same place over a whole date's entries read together, in one pass. */
const POSITION_IN_DATE = sql<number | null>`case when w.status = 'waiting' then (
  count(*) filter (where w.status = 'waiting') over (partition by w.ticket_variant_id order by w.position)
)::int end`;

/** Entries with what the pages and messages show of them, in joining order. */
function entriesQuery(db: Db, position: typeof POSITION_OF_ONE) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('ticket_variants as v', 'v.id', 'w.ticket_variant_id')
    .innerJoin('events as e', 'e.id', 'w.event_id')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select([
      'w.id',
      'w.organization_id as organizationId',
      'w.event_id as eventId',
      'w.ticket_variant_id as variantId',
      'v.name as variantName',
      'v.price_pence as variantPrice',
      'a.name as activityName',
      'e.start_at as startAt',
      'w.status',
      'w.quantity',
      'w.full_name as fullName',
      'w.email',
      'w.phone_number as phoneNumber',
      'w.created_at as createdAt',
      'w.offered_at as offeredAt',
      'w.offer_expires_at as offerExpiresAt',
      'w.hold_id as holdId',
      position.as('position'),
    ])
    .orderBy('w.position');
}

export async function findEntries(db: Db, entryIds: string[]): Promise<WaitlistEntryRow[]> {
  if (entryIds.length === 0) return [];
  // One array parameter: a sale's 1,000 offers are told of in one statement that plans as fast as one.
  return entriesQuery(db, POSITION_OF_ONE)
    .where(sql<boolean>`w.id = any (${entryIds}::uuid[])`)
    .execute();
}

export async function listEntriesOfDate(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<WaitlistEntryRow[]> {
  return entriesQuery(db, POSITION_IN_DATE)
    .where('w.organization_id', '=', organizationId)
    .where('w.event_id', '=', eventId)
    .execute();
}

/** The organiser and date of an entry, by its unguessable id, to take the date's lock; undefined if unknown. */
export function findEntryOwner(db: Db, entryId: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['organization_id as organizationId', 'event_id as eventId'])
    .where('id', '=', entryId)
    .executeTakeFirst();
}

/** Whether this email already waits or holds an offer for this ticket type. */
export async function hasLiveEntry(db: Db, variantId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('ticket_variant_id', '=', variantId)
    .where('email', '=', email)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return Boolean(row);
}

export type EntryToInsert = {
  organizationId: string;
  eventId: string;
  variantId: string;
  quantity: number;
  fullName: string;
  email: string;
  phoneNumber: string | null;
};

export async function insertEntry(db: Db, entry: EntryToInsert): Promise<string> {
  const { id } = await db
    .insertInto('waitlist_entries')
    .values({
      organization_id: entry.organizationId,
      event_id: entry.eventId,
      ticket_variant_id: entry.variantId,
      quantity: entry.quantity,
      full_name: entry.fullName,
      email: entry.email,
      phone_number: entry.phoneNumber,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setEntryStatus(db: Db, entryId: string, status: WaitlistStatus): Promise<void> {
  await db.updateTable('waitlist_entries').set({ status }).where('id', '=', entryId).execute();
}

/** Whether a hold is an offer whose entry no longer holds it (expired, left, removed): its late payment is refused. */
export async function isOfferPassedOn(db: Db, holdId: string): Promise<boolean> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select('status')
    .where('hold_id', '=', holdId)
    .executeTakeFirst();
  return Boolean(row) && row!.status !== 'offered' && row!.status !== 'purchased';
}

/** Per date, the people still waiting (issue 31 §4: "N waiting"). */
export async function countWaitingByDate(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('waitlist_entries')
    .select(['event_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('event_id', 'in', eventIds)
    .where('status', '=', 'waiting')
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
}

/** Dates the sweeper must serve: someone waits on a list that is on and a date not started, or an offer ended. */
export async function listDatesToSweep(
  db: Db,
  limit: number,
): Promise<{ organizationId: string; eventId: string }[]> {
  const { rows } = await sql<{ organization_id: string; event_id: string }>`
    select distinct w.organization_id, w.event_id
    from waitlist_entries w
    join events e on e.id = w.event_id
    join activities a on a.id = e.activity_id
    left join holds h on h.id = w.hold_id
    where (w.status = 'waiting' and a.waitlist_enabled and e.start_at > now())
      or (w.status = 'offered' and (h.id is null or h.expires_at <= now() or h.released_at is not null))
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ organizationId: row.organization_id, eventId: row.event_id }));
}

/** The email and phone of each person waiting or offered on a date, for a message to them (issue 31 §4). */
export async function listWaitingContacts(
  db: Db,
  organizationId: string,
  eventId: string,
  variantIds: string[],
): Promise<{ email: string; phoneNumber: string | null }[]> {
  let query = db
    .selectFrom('waitlist_entries')
    .select(['email', 'phone_number as phoneNumber'])
    .where('organization_id', '=', organizationId)
    .where('event_id', '=', eventId)
    .where('status', 'in', ACTIVE);
  if (variantIds.length > 0) query = query.where('ticket_variant_id', 'in', variantIds);
  return query.execute();
}

/** A date as a join needs it: its organiser, whether its activity is published, its list's settings and start. */
export async function findDateForJoin(db: Db, eventId: string) {
  return db
    .selectFrom('events as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select([
      'e.organization_id as organizationId',
      'a.is_published as isPublished',
      'a.waitlist_enabled as isEnabled',
      'e.start_at as startAt',
    ])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}
