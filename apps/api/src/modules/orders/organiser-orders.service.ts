import type { TEventSales, TOrdersList, TOrganiserOrder } from '@usher/contract/sales';
import { MESSAGES } from '@usher/contract/messages';
import { AppError, conflict, notFound } from '../../errors';
import type { OrganiserScope } from '../../plugins/scope';
import { queueOrderCancelledNotice } from '../delivery/order-ended-notice.service';
import { expirePaymentNow } from '../delivery/payment-expiry.service';
import { requireEventRow } from '../events/event.service';
import { PROVIDER_NAMES, providerOfPayment } from '../payments/payment-provider-of';
import { withDates } from '../sales/locked-sale.service';
import {
  findListedOrder,
  findOrderToEnd,
  isOrderRefundable,
  listEventOrders,
  readEventSales,
  type OrderByReference,
} from '../sales/order-admin.service';
import { recordOrderRefunded } from './order-refund.service';
import type { PaymentScope } from './payment-scope';

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

type MoneyScope = Scope & Pick<PaymentScope, 'payments' | 'delivery' | 'publicUrl'>;

/**
 * Cancels an order under its date's lock: its tickets answer red at the door and its places are free, and its
 * customer is emailed what happens to their money, in the same transaction. A pending order's payment is closed
 * at the provider now (the delivery relay hands it over). 409 while a refund is under way.
 */
export async function cancelOrder(scope: MoneyScope, reference: string): Promise<TOrganiserOrder> {
  const order = await requireOrder(scope, reference);
  const isPaidOnline = order.kind === 'online' && order.status === 'paid';
  const outboxIds = await withDates(scope.db, scope.organizationId, [order.eventId], async (sale) => {
    await sale.cancelOrder(order.id);
    if (order.paymentSessionId) await expirePaymentNow(sale.trx, order.paymentSessionId);
    return queueOrderCancelledNotice(sale.trx, order.id, isPaidOnline);
  });
  scope.delivery.enqueue(outboxIds).catch(() => {});
  return findListedOrder(scope.db, scope.organizationId, order.eventId, reference);
}

/**
 * Refunds an order paid online in full (issue 28 §2), paid or cancelled since, through the provider it was
 * PAID with (503, nothing changed, when this Usher is no longer configured for it). One state machine under the
 * date's lock: the order is marked `refund_pending` before the provider is asked (a cancel meanwhile is 409),
 * the provider is asked outside the lock (a slow provider must not hold up the date's sales), and its answer
 * either records the refund (tickets cancelled, the customer emailed) or puts the order back as it was with
 * the error on it for the organiser (503).
 */
export async function refundOrder(scope: MoneyScope, reference: string): Promise<TOrganiserOrder> {
  const order = await requireOrder(scope, reference);
  if (order.status !== 'refund_pending' && !isOrderRefundable(order)) {
    throw conflict(MESSAGES.orderNotRefundable);
  }
  const paidWith = order.paymentProvider ?? 'test';
  const provider = providerOfPayment(scope.payments, paidWith, scope);
  if (!provider) throw new AppError(503, MESSAGES.refundProviderMissing(PROVIDER_NAMES[paidWith]));
  const onDate = { id: order.id, organizationId: scope.organizationId, eventId: order.eventId };
  const payment = await withDates(scope.db, scope.organizationId, [order.eventId], (sale) =>
    sale.beginRefund(order.id),
  );
  try {
    await provider.refund({
      sessionId: payment.paymentSessionId!,
      paymentIntentId: payment.paymentIntentId,
      accountId: payment.paymentAccountId,
      attempt: crypto.randomUUID(),
    });
  } catch {
    await withDates(scope.db, scope.organizationId, [order.eventId], (sale) =>
      sale.failRefund(order.id, MESSAGES.refundRefused),
    );
    throw new AppError(503, MESSAGES.refundFailed);
  }
  await recordOrderRefunded(scope, onDate);
  return findListedOrder(scope.db, scope.organizationId, order.eventId, reference);
}
