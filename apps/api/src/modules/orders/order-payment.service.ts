import { queueOrderDelivery } from '../delivery/order-delivery.service';
import { dropPaymentExpiry, expirePaymentNow } from '../delivery/payment-expiry.service';
import { queueRefundNotice } from '../delivery/refund-notice.service';
import { withDates } from '../sales/locked-sale.service';
import { findOrderDate } from '../sales/online-order-records.service';
import type { PaymentScope } from './payment-scope';

export type { PaymentScope } from './payment-scope';

/** A payment the provider confirmed for an order. */
export type ConfirmedPayment = {
  orderId: string;
  provider: 'stripe' | 'test';
  sessionId: string;
  paymentIntentId: string | null;
};

/**
 * Turns a confirmed payment into the order's tickets, exactly once (issue 16 §2), holding the date's lock: a
 * paid order answers 'already-paid' and issues nothing; a pending one is paid and its tickets go out by email
 * (and SMS when a phone was given) through the outbox. A late payment (its hold ended) is honoured when its
 * places are still there, else the order is marked refunded with an email to its customer, and once that
 * commits the payment is refunded. A refunded order asks the provider again (its refund is idempotent), so a
 * refund that failed is made when the provider repeats its notice. An unknown order, or a payment of another
 * session, is 'not-found'.
 */
export async function confirmOrderPaid(
  scope: PaymentScope,
  payment: ConfirmedPayment,
): Promise<'paid' | 'already-paid' | 'refunded' | 'not-found'> {
  const owner = await findOrderDate(scope.db, payment.orderId);
  if (!owner) return 'not-found';
  const { outcome, outboxIds } = await withDates(
    scope.db,
    owner.organizationId,
    [owner.eventId],
    async (sale) => {
      const outcome = await sale.payOrder(payment.orderId, payment);
      // The session is paid: nothing is left to close at the provider.
      if (outcome !== 'not-found') await dropPaymentExpiry(sale.trx, payment.sessionId);
      if (outcome === 'paid') {
        const ids = await queueOrderDelivery(sale.trx, {
          organizationId: owner.organizationId,
          orderId: payment.orderId,
          publicUrl: scope.publicUrl,
        });
        return { outcome, outboxIds: ids };
      }
      if (outcome === 'refunded')
        return { outcome, outboxIds: await queueRefundNotice(sale.trx, payment.orderId) };
      return { outcome, outboxIds: [] };
    },
  );
  // Sent at once rather than at the relay's next pass; if the hand-over fails, the relay still has the rows.
  scope.delivery.enqueue(outboxIds).catch(() => {});
  if (outcome === 'refunded' || outcome === 'already-refunded') {
    await scope.payments.refund({
      sessionId: payment.sessionId,
      paymentIntentId: payment.paymentIntentId,
      accountId: owner.paymentAccountId,
    });
    return 'refunded';
  }
  return outcome;
}

/**
 * Gives up an order's payment (the customer cancelled, or the provider's session expired): a pending order
 * expires and its hold is released, freeing its places at once, and its payment is closed at the provider now
 * rather than at the hold's end (issue 28 §3), unless the provider closed it itself (`isPaymentClosed`). A paid
 * order, or an unknown one, is left alone.
 */
export async function abandonOrderPayment(
  scope: PaymentScope,
  { orderId, isPaymentClosed = false }: { orderId: string; isPaymentClosed?: boolean },
): Promise<void> {
  const owner = await findOrderDate(scope.db, orderId);
  if (!owner) return;
  const outboxIds = await withDates(scope.db, owner.organizationId, [owner.eventId], async (sale) => {
    const sessionId = await sale.abandonOrder(orderId);
    if (!sessionId) return [];
    if (!isPaymentClosed) return expirePaymentNow(sale.trx, sessionId);
    await dropPaymentExpiry(sale.trx, sessionId);
    return [];
  });
  scope.delivery.enqueue(outboxIds).catch(() => {});
}
