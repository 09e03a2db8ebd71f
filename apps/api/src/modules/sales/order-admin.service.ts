import { londonDay } from '@usher/contract/london-time';
import {
  MONEY_CHANNELS,
  onlineTicketFee,
  type TEventSales,
  type TOrganiserOrder,
  type TSalesChannel,
} from '@usher/contract/sales';
import type { TApiOrder } from '@usher/contract/api-v1';
import type { Db } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/iso';
import {
  countDisputedOrders,
  countValidTicketsPerOrder,
  findOrderByPaymentIntent,
  findDateOrder,
  findOrderByReference,
  listDateOrders,
  listRefundsPendingSince,
  sumSalesByActivity,
  setPaymentProblem,
  sumValidTicketsByPrice,
  type DateOrderRow,
} from './order-admin.repository';
import { isRefundableOrder } from './refund-rules';
import {
  findOrderRow,
  listOrdersChangedSince,
  listTicketsOfOrders,
  type OrderSyncFilter,
  type OrderSyncRow,
  type OrderSyncTicketRow,
} from './order-sync.repository';

export { ORDERS_LIST_LIMIT, type OrderByReference } from './order-admin.repository';
import type { OrderByReference } from './order-admin.repository';

/**
 * The channel an order sold through: online when paid online, test when "paid" on the built-in test payment page
 * (no money moved); cash when the organiser issued it with something to collect (or recorded it as cash); free
 * otherwise. The free-order route issues priced tickets too, and their money is cash at the door, so the kind
 * alone would file it under free.
 */
export function salesChannelOf(
  kind: 'free' | 'cash' | 'online',
  isPaidFor: boolean,
  paymentProvider: 'stripe' | 'test' | null,
): TSalesChannel {
  if (kind === 'online') return paymentProvider === 'test' ? 'test' : 'online';
  return kind === 'cash' || isPaidFor ? 'cash' : 'free';
}

/**
 * A date's sales (issue 16 §3): per channel its valid tickets, gross (what they sold for after discounts), the
 * fee (the FAQ's, per ticket paid online; cash and free carry none) and net; and valid tickets per London day.
 * Test payments (issue 28 §1) are in none of these: their tickets and what they would have sold for come apart.
 */
export async function readEventSales(db: Db, organizationId: string, eventId: string): Promise<TEventSales> {
  const [groups, perOrder, disputedOrders] = await Promise.all([
    sumValidTicketsByPrice(db, organizationId, eventId),
    countValidTicketsPerOrder(db, organizationId, eventId),
    countDisputedOrders(db, organizationId, eventId),
  ]);
  const channels = MONEY_CHANNELS.map((channel) => ({ channel, tickets: 0, gross: 0, fee: 0, net: 0 }));
  const testPayments = { tickets: 0, value: 0 };
  for (const group of groups) {
    const tickets = Number(group.tickets);
    const netPrice = Number(group.netPrice);
    const channel = salesChannelOf(group.kind, Boolean(group.isPaidFor), group.paymentProvider);
    if (channel === 'test') {
      testPayments.tickets += tickets;
      testPayments.value += tickets * netPrice;
      continue;
    }
    const row = channels.find((c) => c.channel === channel)!;
    row.tickets += tickets;
    row.gross += tickets * netPrice;
    if (row.channel === 'online') row.fee += tickets * onlineTicketFee(netPrice);
  }
  for (const row of channels) row.net = row.gross - row.fee;
  const days = new Map<string, number>();
  for (const order of perOrder) {
    const day = londonDay(order.soldAt);
    days.set(day, (days.get(day) ?? 0) + Number(order.tickets));
  }
  const perDay = [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, tickets]) => ({ date, tickets }));
  return { channels, perDay, testPayments, disputedOrders };
}

function toOrganiserOrder(row: DateOrderRow): TOrganiserOrder {
  return {
    orderReference: row.reference,
    channel: salesChannelOf(row.kind, row.total_pence > 0, row.payment_provider),
    status: row.status,
    fullName: row.full_name,
    email: row.email,
    phoneNumber: row.phone,
    tickets: Number(row.tickets),
    total: row.total_pence,
    discount: row.discount_pence,
    createdAt: new Date(row.created_at).toISOString(),
    isRefundable: isRefundableOrder({
      kind: row.kind,
      status: row.status,
      paidAt: row.paid_at,
      paymentSessionId: row.payment_session_id,
    }),
    isDisputed: row.disputed_at !== null,
    paymentProblem: row.payment_problem,
  };
}

/** A date's orders, newest first (at most `ORDERS_LIST_LIMIT`), found by name, email, phone or reference. */
export async function listEventOrders(db: Db, organizationId: string, eventId: string, search: string) {
  const rows = await listDateOrders(db, organizationId, eventId, search.trim());
  return { orders: rows.map(toOrganiserOrder) };
}

/** One order as the list shows it. */
export async function findListedOrder(
  db: Db,
  organizationId: string,
  eventId: string,
  reference: string,
): Promise<TOrganiserOrder> {
  const row = await findDateOrder(db, organizationId, eventId, reference);
  if (!row) throw new Error(`order ${reference} vanished`);
  return toOrganiserOrder(row);
}

/** An order of the organiser by its reference, for cancel and refund; undefined when it is not theirs. */
export function findOrderToEnd(db: Db, organizationId: string, reference: string) {
  return findOrderByReference(db, organizationId, reference);
}

/** Each activity's valid tickets sold and gross in pence (activities with none are absent). */
export async function readActivitiesSales(db: Db, organizationId: string, activityIds: string[]) {
  const rows = await sumSalesByActivity(db, organizationId, activityIds);
  return new Map(
    rows.map((row) => [row.activityId, { ticketsSold: Number(row.tickets), gross: Number(row.gross) }]),
  );
}

/** The online order a provider's payment id belongs to (a refund or dispute made at the provider); undefined if none. */
export function findOrderOfPayment(db: Db, paymentIntentId: string) {
  return findOrderByPaymentIntent(db, paymentIntentId);
}

/** Says on an order what went wrong with its money (a provider's notice Usher would not act on), for the organiser. */
export function recordPaymentProblem(db: Db, orderId: string, problem: string): Promise<void> {
  return setPaymentProblem(db, orderId, problem);
}

/**
 * Orders whose refund was handed to the provider before `before` and never answered (at most 100, oldest first):
 * each with its organiser and date, to put back under the date's lock.
 */
export function findRefundsPendingSince(db: Db, before: Date) {
  return listRefundsPendingSince(db, before, 100);
}

/** Whether an order's money can be refunded: paid online, and paid or cancelled since (see `isRefundableOrder`). */
export function isOrderRefundable(order: OrderByReference): boolean {
  return isRefundableOrder(order);
}

export type { OrderSyncKey } from './order-sync.repository';

/** An order and its tickets as `/api/v1` lists it and webhooks send it: amounts in pence, `ticketId` the external id. */
function toApiOrder(order: OrderSyncRow, tickets: OrderSyncTicketRow[]): TApiOrder {
  return {
    orderId: order.id,
    orderReference: order.reference,
    channel: salesChannelOf(order.kind, order.total_pence > 0, order.payment_provider),
    status: order.status,
    fullName: order.full_name,
    email: order.email,
    phoneNumber: order.phone,
    total: order.total_pence,
    discount: order.discount_pence,
    promoCode: order.applied_promo,
    createdAt: toIso(order.created_at),
    updatedAt: toIso(order.updated_at),
    tickets: tickets.map((ticket) => ({
      ticketId: ticket.external_id,
      ticketNumber: ticket.ticket_index,
      ticketVariantName: ticket.variant_name,
      price: ticket.price_pence,
      discountedPrice: ticket.price_pence - ticket.discount_pence,
      checkedInAt: toIsoOrNull(ticket.checked_in_at),
    })),
  };
}

/**
 * A page of a date's orders, oldest change first, each with its tickets: what an API client syncs by (issue 29 §1).
 * Every change of an order or of one of its tickets moves its `updated_at` (triggers of migration 0025); each
 * order's `updated_key` is that time to the microsecond, for the next page's cursor.
 */
export async function findOrdersChangedSince(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: OrderSyncFilter,
): Promise<{ order: TApiOrder; updatedKey: string }[]> {
  const orders = await listOrdersChangedSince(db, organizationId, eventId, filter);
  const tickets = await listTicketsOfOrders(
    db,
    organizationId,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({
    order: toApiOrder(
      order,
      tickets.filter((ticket) => ticket.order_id === order.id),
    ),
    updatedKey: order.updated_key,
  }));
}

/** One order of the organiser as webhooks send it (`data` of the order events); null when it has no such order. */
export async function findApiOrder(
  db: Db,
  organizationId: string,
  orderId: string,
): Promise<TApiOrder | null> {
  const [order, tickets] = await Promise.all([
    findOrderRow(db, organizationId, orderId),
    listTicketsOfOrders(db, organizationId, [orderId]),
  ]);
  return order ? toApiOrder(order, tickets) : null;
}

export { findWebhookTicket } from './order-payload.repository';
