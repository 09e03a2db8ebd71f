import { MESSAGES } from '@usher/contract/messages';
import { formatPounds } from '@usher/contract/promo-display';
import { queueDisputeNotice } from '../delivery/dispute-notice.service';
import { withDates } from '../sales/locked-sale.service';
import { findOrderOfPayment, recordPaymentProblem } from '../sales/order-admin.service';
import { recordOrderRefunded } from './order-refund.service';
import type { PaymentScope } from './payment-scope';

type ChargeNotice = { paymentIntentId: string; accountId: string | null };

/** The order a charge's notice is about, when it is one of Usher's and comes from the account it was sold on. */
async function orderOfCharge(scope: PaymentScope, notice: ChargeNotice) {
  const order = await findOrderOfPayment(scope.db, notice.paymentIntentId);
  if (!order) return undefined;
  if ((order.paymentAccountId ?? null) !== notice.accountId) {
    scope.log?.warn(notice, 'charge notice from another account ignored');
    return undefined;
  }
  return order;
}

/**
 * A refund the provider reports (issue 28 §2): one made in Stripe's dashboard, or the echo of Usher's own. In
 * full, the order is recorded refunded (tickets cancelled, places free, the customer emailed), once; in part,
 * its tickets stay valid and the organiser sees what was refunded on the order.
 */
export async function actOnChargeRefunded(
  scope: PaymentScope,
  notice: ChargeNotice & { amountRefunded: number; isFullyRefunded: boolean },
): Promise<void> {
  const order = await orderOfCharge(scope, notice);
  if (!order) return;
  if (notice.isFullyRefunded) {
    await recordOrderRefunded(scope, order);
    return;
  }
  const problem = MESSAGES.partialRefundInProvider(
    formatPounds(notice.amountRefunded),
    formatPounds(order.total),
  );
  await recordPaymentProblem(scope.db, order.id, problem);
}

/**
 * A dispute opened by the customer's bank (issue 28 §2): the order is flagged disputed under its date's lock
 * (Orders and Sales show it) and the organiser is emailed in the same transaction; its tickets are unchanged.
 */
export async function actOnChargeDisputed(scope: PaymentScope, notice: ChargeNotice): Promise<void> {
  const order = await orderOfCharge(scope, notice);
  if (!order) return;
  const outboxIds = await withDates(scope.db, order.organizationId, [order.eventId], async (sale) => {
    await sale.markDisputed(order.id);
    return queueDisputeNotice(sale.trx, order.id, scope.publicUrl);
  });
  scope.delivery.enqueue(outboxIds).catch(() => {});
}
