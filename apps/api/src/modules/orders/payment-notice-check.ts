import { MESSAGES } from '@usher/contract/messages';
import { formatPounds } from '@usher/contract/promo-display';
import { recordPaymentProblem } from '../sales/order-admin.service';
import { findOrderDate } from '../sales/online-order-records.service';
import type { PaymentScope } from './payment-scope';

/** Usher sells in pounds: every order's total is in pence of GBP. */
const ORDER_CURRENCY = 'gbp';

type SessionNotice = {
  orderId: string;
  sessionId: string;
  accountId: string | null;
  /** What the provider says was paid; absent for a session that expired unpaid. */
  amount?: { total: number | null; currency: string | null };
};

const moneyOf = (total: number | null, currency: string | null) =>
  currency === ORDER_CURRENCY && total !== null
    ? formatPounds(total)
    : `${((total ?? 0) / 100).toFixed(2)} ${(currency ?? '?').toUpperCase()}`;

/**
 * Whether a provider's notice about an order's Checkout Session is the order's own (issue 28 §2): it names the
 * session recorded on the order, comes from the connected account the order was sold on (none without
 * Connect), and, when it says what was paid, the order's total in pounds. Anything else is acted on not at all:
 * logged, and said on the order for the organiser. An order Usher does not know has nothing to act on either.
 */
export async function isOwnSessionNotice(scope: PaymentScope, notice: SessionNotice): Promise<boolean> {
  const order = await findOrderDate(scope.db, notice.orderId);
  if (!order) return false;
  const isOwn =
    order.paymentSessionId === notice.sessionId && (order.paymentAccountId ?? null) === notice.accountId;
  if (!isOwn) {
    scope.log?.warn(
      { ...notice, order: { sessionId: order.paymentSessionId, accountId: order.paymentAccountId } },
      'payment notice of another session or account ignored',
    );
    await recordPaymentProblem(scope.db, notice.orderId, MESSAGES.paymentNoticeForeign);
    return false;
  }
  const { amount } = notice;
  if (amount && (amount.total !== order.total || amount.currency !== ORDER_CURRENCY)) {
    scope.log?.error({ ...notice, due: order.total }, 'payment notice for another amount ignored');
    const problem = MESSAGES.paymentNoticeMismatch(
      moneyOf(amount.total, amount.currency),
      formatPounds(order.total),
    );
    await recordPaymentProblem(scope.db, notice.orderId, problem);
    return false;
  }
  return true;
}
