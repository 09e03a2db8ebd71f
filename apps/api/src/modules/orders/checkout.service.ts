import type { z } from 'zod';
import type { TCheckoutResponse, ZCheckoutRequest } from '@usher/contract/checkout';
import { MESSAGES } from '@usher/contract/messages';
import { orderPageUrl } from '@usher/contract/ticket-links';
import { AppError, conflict, notFound } from '../../errors';
import { queueOrderDelivery } from '../delivery/order-delivery.service';
import { queuePaymentExpiry } from '../delivery/payment-expiry.service';
import { isRowOver, requireEventOfPublishedActivity } from '../events/event.service';
import { requirePromoForCheckout, unusablePromo } from '../promo-codes/promo-verdict.service';
import { getPaymentAccount } from '../organisations/payment-account.service';
import { applicationFeeOf } from '../payments/application-fee.service';
import { isPaidSaleAvailable } from '../payments/payment-availability.service';
import type { PaymentRequest } from '../payments/payment-provider';
import { findHoldDate } from '../sales/hold.service';
import { withDates, type CheckedOutOrder } from '../sales/locked-sale.service';
import { abandonOrderPayment } from './order-payment.service';
import type { PaymentScope } from './payment-scope';
import { requireReceiver } from './receiver.service';

type CheckoutRequest = z.output<typeof ZCheckoutRequest>;

/**
 * Makes an order of a customer's hold (issue 16 §1.2), holding its date's lock: the hold must be live and not
 * checked out (409), the receiver must meet the activity's §5 rules with the email always required online
 * (400), and the promo code, if any, prices it within its cap (one 400 for any code that cannot be used, 409
 * when it has fewer uses left than the order would take). A total of 0 is paid at once
 * and its tickets go out; otherwise the payment is created with the provider after the transaction (a network
 * call never holds the lock), and if that fails the order expires and its hold is released (503).
 */
export async function checkoutHold(
  scope: PaymentScope,
  holdId: string,
  request: CheckoutRequest,
): Promise<TCheckoutResponse> {
  const owner = await findHoldDate(scope.db, holdId);
  if (!owner) throw notFound();
  const { organizationId, eventId } = owner;
  const account = scope.isStripeConnect ? await getPaymentAccount(scope.db, organizationId) : null;
  const canTakePayment = await isPaidSaleAvailable(scope.db, scope.settings, organizationId);
  const { event, activity } = await requireEventOfPublishedActivity(
    { db: scope.db, organizationId },
    eventId,
  );
  if (isRowOver(event)) throw conflict(MESSAGES.eventOver);
  const receiver = requireReceiver(request, activity, 'online');
  // Online requireReceiver refuses an order without an email, so it is there.
  const email = receiver.email!;
  const checkedOut = await withDates(scope.db, organizationId, [eventId], async (sale) => {
    const hold = await sale.openHold(holdId);
    await sale.requireOnSale(eventId);
    const promo = request.promoCode
      ? await requirePromoForCheckout(
          sale.trx,
          organizationId,
          request.promoCode,
          { eventId, activityId: activity.id, variants: (await sale.stock(eventId)).variants },
          hold.lines.map((line) => line.variantId),
        )
      : null;
    const order = await sale
      .checkout(holdId, {
        ...receiver,
        email,
        activityId: activity.id,
        promo,
        paymentProvider: scope.payments.name,
      })
      .catch(refuseUsedUpCode);
    // Under Connect the money goes to the organiser's own account: none that can charge, no paid sale.
    if (order.status !== 'paid' && account && !account.chargesEnabled) {
      throw conflict(MESSAGES.cardPaymentsNotSetUp);
    }
    // No provider for this organiser (issue 28 §1): a paid order would have nowhere to be paid but a fake page.
    if (order.status !== 'paid' && !canTakePayment) throw conflict(MESSAGES.paidSaleUnavailable);
    const outboxIds =
      order.status === 'paid'
        ? await queueOrderDelivery(sale.trx, {
            organizationId,
            orderId: order.orderId,
            publicUrl: scope.publicUrl,
          })
        : [];
    return { order, outboxIds, email };
  });
  const { order } = checkedOut;
  scope.delivery.enqueue(checkedOut.outboxIds).catch(() => {});
  const answer = { orderId: order.orderId, orderReference: order.reference, total: order.total };
  if (order.status === 'paid') return { ...answer, paymentUrl: null };
  const connect = account?.accountId
    ? { accountId: account.accountId, applicationFee: applicationFeeOf(order.lines) }
    : null;
  return { ...answer, paymentUrl: await startPayment(scope, owner, order, checkedOut.email, connect) };
}

/** A code whose last use an order took meanwhile answers as every code that cannot be used does. */
function refuseUsedUpCode(error: unknown): never {
  if (error instanceof AppError && error.errors?.promoCode === MESSAGES.promoUsedUp(0)) throw unusablePromo();
  throw error;
}

/**
 * Creates the order's payment with the provider and records it, with its close at the provider scheduled for
 * its hold's end (issue 28 §3); on failure nothing stays held (503).
 */
async function startPayment(
  scope: PaymentScope,
  { organizationId, eventId }: { organizationId: string; eventId: string },
  order: CheckedOutOrder,
  email: string,
  connect: PaymentRequest['connect'],
): Promise<string> {
  try {
    const payment = await scope.payments.createPayment({
      orderId: order.orderId,
      orderReference: order.reference,
      email,
      lines: order.lines,
      returnUrl: orderPageUrl(scope.publicUrl, order.orderId),
      expiresAt: order.expiresAt,
      connect,
    });
    const recorded = { sessionId: payment.sessionId, accountId: connect?.accountId ?? null };
    const outboxIds = await withDates(scope.db, organizationId, [eventId], async (sale) => {
      const closesAt = await sale.recordPayment(order.orderId, recorded);
      // The test page takes no payment for an order that is no longer pending: it has nothing to close.
      if (scope.payments.name === 'test') return [];
      return queuePaymentExpiry(sale.trx, { organizationId, ...recorded }, closesAt);
    });
    scope.delivery.enqueue(outboxIds).catch(() => {});
    return payment.url;
  } catch (error) {
    await abandonOrderPayment(scope, { orderId: order.orderId });
    const unavailable = new AppError(503, MESSAGES.paymentUnavailable);
    unavailable.cause = error;
    throw unavailable;
  }
}
