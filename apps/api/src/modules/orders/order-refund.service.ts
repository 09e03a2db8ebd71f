import { queueOrderRefundedNotice } from '../delivery/order-ended-notice.service';
import { withDates } from '../sales/locked-sale.service';
import type { PaymentScope } from './payment-scope';

/** An order to act on under its date's lock: its organiser, date and id. */
export type OrderOnDate = { id: string; organizationId: string; eventId: string };

/**
 * Records an order's payment refunded under its date's lock (issue 28 §2), whoever made the refund (Usher, or
 * the organiser in the provider's dashboard): its tickets are cancelled and its customer's email lands in the
 * outbox in the same transaction. Once only: a refund already recorded (the provider's echo of Usher's own
 * refund, a second notice) changes nothing and sends nothing.
 */
export async function recordOrderRefunded(
  scope: Pick<PaymentScope, 'db' | 'delivery'>,
  order: OrderOnDate,
): Promise<void> {
  const outboxIds = await withDates(scope.db, order.organizationId, [order.eventId], async (sale) => {
    const outcome = await sale.completeRefund(order.id);
    return outcome === 'refunded' ? queueOrderRefundedNotice(sale.trx, order.id) : [];
  });
  // Sent at once rather than at the relay's next pass; if the hand-over fails, the relay still has the rows.
  scope.delivery.enqueue(outboxIds).catch(() => {});
}
