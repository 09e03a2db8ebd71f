import type { TEventSales, TOrdersList, TOrganiserOrder } from '@usher/contract/sales';
import { MESSAGES } from '@usher/contract/messages';
import { AppError, conflict, notFound } from '../../errors';
import type { OrganiserScope } from '../../plugins/scope';
import { requireEventRow } from '../events/event.service';
import { expirePaymentNow } from '../delivery/payment-expiry.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { withDates } from '../sales/locked-sale.service';
import {
  findListedOrder,
  findOrderToEnd,
  listEventOrders,
  readEventSales,
  type OrderByReference,
} from '../sales/order-admin.service';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId'>;

/** GET /api/client/event/{eventId}/sales: 404 for a date that is not the organiser's. */
export async function getEventSales(scope: Scope, eventId: string): Promise<TEventSales> {
  await requireEventRow(scope, eventId);
  return readEventSales(scope.db, scope.organizationId, eventId);
}

/** GET /api/client/event/{eventId}/orders?search= */
export async function getEventOrders(scope: Scope, eventId: string, search: string): Promise<TOrdersList> {
  await requireEventRow(scope, eventId);
  return listEventOrders(scope.db, scope.organizationId, eventId, search);
}

async function requireOrder(scope: Scope, reference: string): Promise<OrderByReference> {
  const order = await findOrderToEnd(scope.db, scope.organizationId, reference);
  if (!order) throw notFound();
  return order;
}

/**
 * Cancels an order under its date's lock: its tickets answer red at the door and its places are free. A pending
 * order's payment is closed at the provider now (issue 28 §3; the delivery relay hands it over).
 */
export async function cancelOrder(scope: Scope, reference: string): Promise<TOrganiserOrder> {
  const order = await requireOrder(scope, reference);
  await withDates(scope.db, scope.organizationId, [order.eventId], async (sale) => {
    await sale.cancelOrder(order.id);
    if (order.paymentSessionId) await expirePaymentNow(sale.trx, order.paymentSessionId);
  });
  return findListedOrder(scope.db, scope.organizationId, order.eventId, reference);
}

/**
 * Refunds a paid online order in full: the provider first, outside the lock (a slow provider must not hold up
 * the date's sales; if it fails, nothing changes and the organiser may try again), then the order is recorded
 * refunded under the lock, its tickets cancelled and its places free.
 */
export async function refundOrder(
  scope: Scope & { payments: PaymentProvider },
  reference: string,
): Promise<TOrganiserOrder> {
  const order = await requireOrder(scope, reference);
  if (order.kind !== 'online' || order.status !== 'paid' || !order.paymentSessionId) {
    throw conflict(MESSAGES.orderNotRefundable);
  }
  try {
    await scope.payments.refund({
      sessionId: order.paymentSessionId,
      paymentIntentId: order.paymentIntentId,
      accountId: order.paymentAccountId,
    });
  } catch {
    throw new AppError(503, MESSAGES.refundFailed);
  }
  await withDates(scope.db, scope.organizationId, [order.eventId], (sale) => sale.refundOrder(order.id));
  return findListedOrder(scope.db, scope.organizationId, order.eventId, reference);
}
