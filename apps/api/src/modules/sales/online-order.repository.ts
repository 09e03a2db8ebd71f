import { sql } from 'kysely';
import type { Db, OrderStatus } from '../../db/database';
import type { PricedItem } from './order.repository';
import { LIVE_HOLD, type CountFilter } from './sales-count.repository';

/** A hold as checkout sees it: whether it still counts, whether an order was made of it, and its lines. */
export type HoldToCheckout = {
  id: string;
  eventId: string;
  expiresAt: Date;
  isLive: boolean;
  hasOrder: boolean;
  lines: { variantId: string; name: string; quantity: number }[];
};

/** An organiser's hold with its lines (ticket types in the organiser's order), or undefined. */
export async function findHoldToCheckout(
  db: Db,
  organizationId: string,
  holdId: string,
): Promise<HoldToCheckout | undefined> {
  const hold = await db
    .selectFrom('holds')
    .select([
      'id',
      'event_id',
      'expires_at',
      LIVE_HOLD.as('is_live'),
      (eb) =>
        eb
          .exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.hold_id', '=', 'holds.id'))
          .as('has_order'),
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', holdId)
    .executeTakeFirst();
  if (!hold) return undefined;
  const lines = await db
    .selectFrom('hold_lines')
    .innerJoin('ticket_variants', 'ticket_variants.id', 'hold_lines.ticket_variant_id')
    .select(['hold_lines.ticket_variant_id as variantId', 'ticket_variants.name', 'hold_lines.quantity'])
    .where('hold_lines.hold_id', '=', holdId)
    .orderBy('ticket_variants.position')
    .execute();
  return {
    id: hold.id,
    eventId: hold.event_id,
    expiresAt: new Date(hold.expires_at),
    isLive: Boolean(hold.is_live),
    hasOrder: Boolean(hold.has_order),
    lines,
  };
}

/** An online order as its payment sees it: its state, its hold's, the payment recorded and its priced lines. */
export type OnlineOrder = {
  id: string;
  eventId: string;
  status: OrderStatus;
  isPaid: boolean;
  holdId: string | null;
  isHoldLive: boolean;
  /** When its hold ends (or ended); null once the hold is gone. */
  holdExpiresAt: Date | null;
  /** Its date has started (by the database's clock): a late payment is no longer honoured. */
  hasDateStarted: boolean;
  paymentProvider: 'stripe' | 'test' | null;
  paymentSessionId: string | null;
  promoCodeId: string | null;
  lines: PricedItem[];
};

export async function findOnlineOrder(
  db: Db,
  organizationId: string,
  orderId: string,
): Promise<OnlineOrder | undefined> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .leftJoin('holds', 'holds.id', 'orders.hold_id')
    .select([
      'orders.id',
      'orders.event_id',
      'holds.expires_at as hold_expires_at',
      sql<boolean>`events.start_at <= now()`.as('has_date_started'),
      'orders.status',
      'orders.paid_at',
      'orders.hold_id',
      'orders.payment_provider',
      'orders.payment_session_id',
      'orders.promo_code_id',
      sql<boolean>`coalesce(${LIVE_HOLD}, false)`.as('is_hold_live'),
    ])
    .where('orders.organization_id', '=', organizationId)
    .where('orders.id', '=', orderId)
    .where('orders.kind', '=', 'online')
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom('order_lines')
    .innerJoin('ticket_variants', 'ticket_variants.id', 'order_lines.ticket_variant_id')
    .select([
      'order_lines.ticket_variant_id as variantId',
      'order_lines.quantity',
      'order_lines.unit_price_pence as unitPrice',
      'order_lines.discounted_unit_price_pence as discountedUnitPrice',
      'order_lines.promo_code_id as promoCodeId',
    ])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('ticket_variants.position')
    .execute();
  return {
    id: order.id,
    eventId: order.event_id,
    status: order.status,
    isPaid: order.paid_at !== null,
    holdId: order.hold_id,
    isHoldLive: Boolean(order.is_hold_live),
    holdExpiresAt: order.hold_expires_at === null ? null : new Date(order.hold_expires_at),
    hasDateStarted: Boolean(order.has_date_started),
    paymentProvider: order.payment_provider,
    paymentSessionId: order.payment_session_id,
    promoCodeId: order.promo_code_id,
    lines,
  };
}

/**
 * The organiser, date, payment (session, account) and total of an order, read by its unguessable id before the
 * date's lock is taken.
 */
export function findOrderOwner(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .select([
      'organization_id as organizationId',
      'event_id as eventId',
      'payment_account_id as paymentAccountId',
      'payment_session_id as paymentSessionId',
      'total_pence as total',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Records where the customer pays an order: the provider's id for the payment, and the account it is on. */
export async function setPaymentSession(
  db: Db,
  orderId: string,
  sessionId: string,
  accountId: string | null = null,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_session_id: sessionId, payment_account_id: accountId })
    .where('id', '=', orderId)
    .execute();
}

/** Marks an order paid now, with the provider's payment id. */
export async function markOrderPaid(db: Db, orderId: string, paymentIntentId: string | null): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'paid', paid_at: new Date(), payment_intent_id: paymentIntentId })
    .where('id', '=', orderId)
    .execute();
}

/** Marks an order refunded now, keeping the payment id the refund is made on. */
export async function markOrderRefunded(
  db: Db,
  orderId: string,
  paymentIntentId: string | null,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'refunded', refunded_at: new Date(), payment_intent_id: paymentIntentId })
    .where('id', '=', orderId)
    .execute();
}

/** Marks a pending order expired: its payment never came, or was abandoned. */
export async function markOrderExpired(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'expired' })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Marks expired the pending orders whose hold ended (expired or released, or was purged) before `before`: they
 * count nowhere already (their hold does not), this only says so in their status.
 */
export async function expireOrdersOfEndedHolds(db: Db, before: Date): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('hold_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('holds')
            .select('holds.id')
            .whereRef('holds.id', '=', 'orders.hold_id')
            .where((inner) =>
              inner.or([inner('holds.expires_at', '<', before), inner('holds.released_at', '<', before)]),
            ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A promo code's cap (null: no cap), read to re-check a late payment's discounted tickets against it. */
export async function findPromoCodeCap(
  db: Db,
  organizationId: string,
  promoCodeId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('promo_codes')
    .select('max_uses')
    .where('organization_id', '=', organizationId)
    .where('id', '=', promoCodeId)
    .executeTakeFirst();
  return row?.max_uses ?? null;
}

/** An order as its customer sees it by its unguessable id: its state, date, and valid tickets in order. */
export type CustomerOrderRow = {
  id: string;
  organizationId: string;
  reference: string;
  status: OrderStatus;
  total: number;
  discount: number;
  email: string | null;
  fullName: string | null;
  activityName: string;
  eventId: string;
  startAt: Date;
  tickets: {
    externalId: string;
    checkInCode: string;
    variantName: string;
    price: number;
    discount: number;
  }[];
};

export async function findCustomerOrder(db: Db, orderId: string): Promise<CustomerOrderRow | undefined> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('events as e', 'e.id', 'o.event_id')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select([
      'o.id',
      'o.organization_id as organizationId',
      'o.reference',
      'o.status',
      'o.total_pence as total',
      'o.discount_pence as discount',
      'o.email',
      'o.full_name as fullName',
      'a.name as activityName',
      'o.event_id as eventId',
      'e.start_at as startAt',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const tickets = await db
    .selectFrom('tickets as t')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .select([
      't.external_id as externalId',
      't.check_in_code as checkInCode',
      'v.name as variantName',
      't.price_pence as price',
      't.discount_pence as discount',
    ])
    .where('t.organization_id', '=', order.organizationId)
    .where('t.order_id', '=', orderId)
    .where('t.status', '=', 'valid')
    .orderBy('t.ticket_index')
    .execute();
  return { ...order, startAt: new Date(order.startAt), tickets };
}

/** The orders of these dates, or with lines of these ticket types, as the filter names them. */
function ordersOf(db: Db, organizationId: string, filter: CountFilter) {
  const query = db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.organization_id', '=', organizationId);
  if ('eventIds' in filter) return query.where('orders.event_id', 'in', filter.eventIds);
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('order_lines')
        .select('order_lines.order_id')
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .where('order_lines.ticket_variant_id', 'in', filter.variantIds),
    ),
  );
}

/**
 * Whether these dates or ticket types have an order that is a record of a sale (paid, cancelled, refunded, or
 * pending its payment) or a ticket in any state: a delete would take it with them.
 */
export async function hasRecordedOrders(
  db: Db,
  organizationId: string,
  filter: CountFilter,
): Promise<boolean> {
  const ids = 'eventIds' in filter ? filter.eventIds : filter.variantIds;
  if (ids.length === 0) return false;
  const order = await ordersOf(db, organizationId, filter)
    .where('orders.status', '<>', 'expired')
    .executeTakeFirst();
  if (order) return true;
  const ticket = await db
    .selectFrom('tickets')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('eventIds' in filter ? 'event_id' : 'ticket_variant_id', 'in', ids)
    .executeTakeFirst();
  return Boolean(ticket);
}

/** Deletes the expired (never paid) online orders of these dates or ticket types, with their lines. */
export async function deleteExpiredOrders(
  db: Db,
  organizationId: string,
  filter: CountFilter,
): Promise<void> {
  const ids = 'eventIds' in filter ? filter.eventIds : filter.variantIds;
  if (ids.length === 0) return;
  const expired = ordersOf(db, organizationId, filter).where('orders.status', '=', 'expired');
  await db.deleteFrom('orders').where('id', 'in', expired).execute();
}
