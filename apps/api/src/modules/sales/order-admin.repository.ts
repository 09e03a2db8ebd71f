import { sql } from 'kysely';
import type { Db, OrderStatus } from '../../db/database';

/** How many orders of a date the organiser's list shows at most, newest first. */
export const ORDERS_LIST_LIMIT = 200;

/**
 * Valid tickets of a date grouped by their order's kind, its payment provider, whether the order had anything to
 * pay, and net price.
 */
export async function sumValidTicketsByPrice(db: Db, organizationId: string, eventId: string) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([
      'o.kind',
      'o.payment_provider as paymentProvider',
      sql<boolean>`o.total_pence > 0`.as('isPaidFor'),
      sql<number>`t.price_pence - t.discount_pence`.as('netPrice'),
      (eb) => eb.fn.countAll<number>().as('tickets'),
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.event_id', '=', eventId)
    .where('t.status', '=', 'valid')
    .groupBy(['o.kind', 'o.payment_provider', sql`o.total_pence > 0`, sql`t.price_pence - t.discount_pence`])
    .execute();
}

/** Valid tickets of a date per order, with when the order was paid (or made); test payments are no sales. */
export async function countValidTicketsPerOrder(db: Db, organizationId: string, eventId: string) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([
      sql<Date>`coalesce(o.paid_at, o.created_at)`.as('soldAt'),
      (eb) => eb.fn.countAll<number>().as('tickets'),
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.event_id', '=', eventId)
    .where('t.status', '=', 'valid')
    .where(sql<boolean>`o.payment_provider is distinct from 'test'`)
    .groupBy(['o.id', 'o.paid_at', 'o.created_at'])
    .execute();
}

/**
 * A date's orders, newest first, at most `ORDERS_LIST_LIMIT`: each with its tickets (issued, or for an order not
 * paid yet, its lines), found by name, email or reference (contains, any case), or by a phone's digits.
 */
export async function listDateOrders(db: Db, organizationId: string, eventId: string, search: string) {
  let query = db
    .selectFrom('orders as o')
    .select([
      'o.reference',
      'o.kind',
      'o.payment_provider',
      'o.status',
      'o.full_name',
      'o.email',
      'o.phone',
      'o.total_pence',
      'o.discount_pence',
      'o.created_at',
      'o.paid_at',
      'o.payment_session_id',
      'o.disputed_at',
      'o.payment_problem',
      sql<number>`coalesce(
        nullif((select count(*) from tickets where tickets.order_id = o.id), 0),
        (select sum(quantity) from order_lines where order_lines.order_id = o.id),
        0)::int`.as('tickets'),
    ])
    .where('o.organization_id', '=', organizationId)
    .where('o.event_id', '=', eventId);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // As the guest list: only a search that looks like a phone number is matched against phones by its digits,
    // without a national number's leading 0 so '07700 900123' finds '+447700900123'.
    const digits = /^[\d\s+().-]+$/.test(search) ? search.replace(/\D/g, '').replace(/^0+/, '') : '';
    query = query.where((eb) =>
      eb.or([
        eb('o.full_name', 'ilike', pattern),
        eb('o.email', 'ilike', pattern),
        eb('o.reference', 'ilike', pattern),
        eb('o.phone', 'ilike', pattern),
        ...(digits.length >= 3 ? [eb('o.phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query.orderBy('o.created_at', 'desc').orderBy('o.id').limit(ORDERS_LIST_LIMIT).execute();
}
export type DateOrderRow = Awaited<ReturnType<typeof listDateOrders>>[number];

function selectOrderToEnd(db: Db, organizationId: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'event_id as eventId',
      'kind',
      'status',
      'hold_id as holdId',
      'payment_provider as paymentProvider',
      'payment_session_id as paymentSessionId',
      'payment_intent_id as paymentIntentId',
      'payment_account_id as paymentAccountId',
      'paid_at as paidAt',
      'cancelled_at as cancelledAt',
    ])
    .where('organization_id', '=', organizationId);
}

/** An order of the organiser by its reference, as cancel and refund act on it. */
export function findOrderByReference(db: Db, organizationId: string, reference: string) {
  return selectOrderToEnd(db, organizationId).where('reference', '=', reference).executeTakeFirst();
}
export type OrderByReference = NonNullable<Awaited<ReturnType<typeof findOrderByReference>>>;

/** The same, by its id, read again under the date's lock. */
export function findOrderById(db: Db, organizationId: string, orderId: string) {
  return selectOrderToEnd(db, organizationId).where('id', '=', orderId).executeTakeFirst();
}
export type OrderById = NonNullable<Awaited<ReturnType<typeof findOrderById>>>;

/**
 * Cancels an order's valid tickets: from now on they count nowhere and answer red at the door. Their ticket
 * types' counters lose them in the same statement (sold, and checked in for those that were).
 */
export async function cancelOrderTickets(db: Db, orderId: string): Promise<void> {
  await sql`
    with cancelled as (
      update tickets set status = 'cancelled'
      where order_id = ${orderId} and status = 'valid'
      returning ticket_variant_id, organization_id, event_id, checked_in_at
    )
    insert into ticket_counts (ticket_variant_id, slot, organization_id, event_id, sold, checked_in)
    select ticket_variant_id, 0, organization_id, event_id, -count(*), -count(checked_in_at)
    from cancelled group by ticket_variant_id, organization_id, event_id
    on conflict (ticket_variant_id, slot) do update
      set sold = ticket_counts.sold + excluded.sold, checked_in = ticket_counts.checked_in + excluded.checked_in`.execute(
    db,
  );
}

/** Ends an order as cancelled or refunded, now. */
export async function markOrderEnded(
  db: Db,
  orderId: string,
  status: Extract<OrderStatus, 'cancelled' | 'refunded'>,
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('orders')
    .set(
      status === 'cancelled'
        ? { status, cancelled_at: now }
        : { status, refunded_at: now, payment_problem: null },
    )
    .where('id', '=', orderId)
    .execute();
}

/** Marks an order's refund under way (issue 28 §2): the provider is being asked; a cancel meanwhile is refused. */
export async function markRefundPending(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'refund_pending', payment_problem: null, refund_started_at: new Date() })
    .where('id', '=', orderId)
    .execute();
}

/** Orders still `refund_pending` from a refund started before `before`, oldest first (at most `limit`). */
export function listRefundsPendingSince(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'organization_id as organizationId', 'event_id as eventId'])
    .where('status', '=', 'refund_pending')
    .where('refund_started_at', '<', before)
    .orderBy('refund_started_at')
    .limit(limit)
    .execute();
}

/** Puts an order whose refund failed back as it was (cancelled if it had been), saying why to the organiser. */
export async function restoreUnrefundedOrder(db: Db, orderId: string, problem: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      status: sql<OrderStatus>`case when cancelled_at is null then 'paid' else 'cancelled' end`,
      payment_problem: problem,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'refund_pending')
    .execute();
}

/** Marks an order's payment disputed by the customer's bank, once (the first notice's time is kept). */
export async function markOrderDisputed(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ disputed_at: new Date() })
    .where('id', '=', orderId)
    .where('disputed_at', 'is', null)
    .execute();
}

/** Says on an order what went wrong with its money, for the organiser to see. */
export async function setPaymentProblem(db: Db, orderId: string, problem: string): Promise<void> {
  await db.updateTable('orders').set({ payment_problem: problem }).where('id', '=', orderId).execute();
}

/** The online order a provider's payment id belongs to, with what a refund or dispute notice needs of it. */
export function findOrderByPaymentIntent(db: Db, paymentIntentId: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'organization_id as organizationId',
      'event_id as eventId',
      'status',
      'total_pence as total',
      'payment_account_id as paymentAccountId',
    ])
    .where('payment_intent_id', '=', paymentIntentId)
    .where('kind', '=', 'online')
    .executeTakeFirst();
}

/** How many orders of a date are disputed. */
export async function countDisputedOrders(db: Db, organizationId: string, eventId: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('event_id', '=', eventId)
    .where('disputed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One order of a date as the organiser's list shows it, by its reference. */
export async function findDateOrder(db: Db, organizationId: string, eventId: string, reference: string) {
  const rows = await listDateOrders(db, organizationId, eventId, reference);
  return rows.find((row) => row.reference === reference);
}

/** Valid tickets and their gross (price − discount, none for test payments) per activity, over all its dates. */
export async function sumSalesByActivity(db: Db, organizationId: string, activityIds: string[]) {
  if (activityIds.length === 0) return [];
  return db
    .selectFrom('tickets as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select([
      'e.activity_id as activityId',
      (eb) => eb.fn.countAll<number>().as('tickets'),
      sql<number>`coalesce(sum(t.price_pence - t.discount_pence) filter (
        where t.order_id not in (
          select id from orders where organization_id = ${organizationId} and payment_provider = 'test')
      ), 0)`.as('gross'),
    ])
    .where('t.organization_id', '=', organizationId)
    .where('e.activity_id', 'in', activityIds)
    .where('t.status', '=', 'valid')
    .groupBy('e.activity_id')
    .execute();
}
