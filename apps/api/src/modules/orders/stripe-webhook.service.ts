import { setChargesEnabled } from '../organisations/payment-account.service';
import { isPaymentEventSeen, recordPaymentEvent } from '../payments/payment-event.service';
import type { PaymentEvent } from '../payments/payment-provider';
import { actOnChargeDisputed, actOnChargeRefunded } from './charge-notice.service';
import { abandonOrderPayment, confirmOrderPaid } from './order-payment.service';
import { isOwnSessionNotice } from './payment-notice-check';
import type { PaymentScope } from './payment-scope';

/**
 * Acts on a verified Stripe event (issue 16 §2), once per event id: a paid session turns its order into
 * tickets (exactly once per order, whatever events say so: `confirmOrderPaid`), an expired one releases its
 * hold (either only when it is the order's own session, account and amount: `isOwnSessionNotice`), a refund or
 * a dispute made at Stripe reaches its order (issue 28 §2), an account update turns its organiser's card sales
 * on or off. The event is recorded only after its
 * action succeeded, so an action that failed throws (5xx) and Stripe's retry tries it again.
 */
export async function actOnStripeEvent(scope: PaymentScope, event: PaymentEvent): Promise<void> {
  if (event.kind === 'ignored') return;
  if (await isPaymentEventSeen(scope.db, 'stripe', event.eventId)) return;
  switch (event.kind) {
    case 'paid':
      // Only the order's own session, from its own account, for its own total, pays it.
      if (
        await isOwnSessionNotice(scope, {
          ...event,
          amount: { total: event.amountTotal, currency: event.currency },
        })
      ) {
        await confirmOrderPaid(scope, {
          orderId: event.orderId,
          provider: 'stripe',
          sessionId: event.sessionId,
          paymentIntentId: event.paymentIntentId,
        });
      }
      break;
    case 'expired':
      if (await isOwnSessionNotice(scope, event)) {
        await abandonOrderPayment(scope, { orderId: event.orderId, isPaymentClosed: true });
      }
      break;
    case 'refunded':
      await actOnChargeRefunded(scope, event);
      break;
    case 'disputed':
      await actOnChargeDisputed(scope, event);
      break;
    case 'account':
      await setChargesEnabled(scope.db, event.accountId, event.chargesEnabled);
      break;
  }
  await recordPaymentEvent(scope.db, 'stripe', event);
}
