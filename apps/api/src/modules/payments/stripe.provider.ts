import type Stripe from 'stripe';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentRequest,
  PaymentToExpire,
  PaymentToRefund,
} from './payment-provider';
import { createStripeClient, type StripeSettings } from './stripe.client';
import { WebhookSignatureError } from './webhook-signature.error';

/** Stripe's bounds on a Checkout Session's `expires_at`, with a minute's margin for the request's own time. */
const MIN_SESSION_SECONDS = 31 * 60;
const MAX_SESSION_SECONDS = 24 * 60 * 60 - 60;

/** The hold's end as Stripe takes it: no sooner than 30 minutes and no later than 24 hours from now. */
export function sessionExpiry(expiresAt: Date, now = Date.now()): number {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  const nowSeconds = Math.floor(now / 1000);
  return Math.min(Math.max(seconds, nowSeconds + MIN_SESSION_SECONDS), nowSeconds + MAX_SESSION_SECONDS);
}

/** A request made on the organiser's connected account (the `Stripe-Account` header) when there is one. */
const onAccount = (accountId: string | null | undefined, idempotencyKey?: string): Stripe.RequestOptions => ({
  ...(accountId ? { stripeAccount: accountId } : {}),
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

function sessionParams(request: PaymentRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: request.lines.map((line) => ({
      price_data: { currency: 'gbp', product_data: { name: line.name }, unit_amount: line.unitAmount },
      quantity: line.quantity,
    })),
    client_reference_id: request.orderId,
    metadata: { orderId: request.orderId, orderReference: request.orderReference },
    customer_email: request.email,
    success_url: request.returnUrl,
    cancel_url: request.returnUrl,
    expires_at: sessionExpiry(request.expiresAt),
    ...(request.connect
      ? { payment_intent_data: { application_fee_amount: request.connect.applicationFee } }
      : {}),
  };
}

/** Stripe Checkout as Usher's payment provider (issue 16 §2): a Checkout Session per order. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripeClient = () => (client ??= createStripeClient(settings));

  async function paymentIntentOf(payment: PaymentToRefund): Promise<string> {
    if (payment.paymentIntentId) return payment.paymentIntentId;
    const stripe = await stripeClient();
    const session = await stripe.checkout.sessions.retrieve(
      payment.sessionId,
      {},
      onAccount(payment.accountId),
    );
    const intent = session.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) throw new Error(`Checkout Session ${payment.sessionId} has no payment to refund`);
    return id;
  }

  /**
   * Expires a Checkout Session. Stripe refuses (400) to expire one that is no longer open; then its status,
   * read back, says whether it is closed (complete or expired: done) or still open (thrown, to be retried).
   */
  async function expireSession(payment: PaymentToExpire): Promise<void> {
    const stripe = await stripeClient();
    const options = onAccount(payment.accountId);
    try {
      await stripe.checkout.sessions.expire(payment.sessionId, {}, options);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 400) throw error;
      const session = await stripe.checkout.sessions.retrieve(payment.sessionId, {}, options);
      if (session.status === 'open') throw error;
    }
  }

  return {
    name: 'stripe',
    async createPayment(request) {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.create(
        sessionParams(request),
        onAccount(request.connect?.accountId, `checkout-session-${request.orderId}`),
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async refund(payment) {
      const paymentIntent = await paymentIntentOf(payment);
      const stripe = await stripeClient();
      try {
        // On a connected account Usher's fee goes back too: the organiser keeps nothing of a sale undone.
        await stripe.refunds.create(
          { payment_intent: paymentIntent, ...(payment.accountId ? { refund_application_fee: true } : {}) },
          onAccount(
            payment.accountId,
            `refund-${paymentIntent}${payment.attempt ? `-${payment.attempt}` : ''}`,
          ),
        );
      } catch (error) {
        // A refund asked again (the provider repeated its notice) finds the payment refunded: that is done.
        if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
      }
    },
    expirePayment: expireSession,
    async parseWebhook(rawBody, signature) {
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError({ cause: error });
      }
      return toPaymentEvent(event);
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What a verified Stripe event means to Usher; anything it does not act on is 'ignored'. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const eventId = event.id;
  const accountId = event.account ?? null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const orderId = orderIdOf(session);
      // A completed session still waiting on a delayed method (a bank debit) is paid by its later event.
      if (!orderId || session.payment_status !== 'paid') return { kind: 'ignored', eventId };
      return {
        kind: 'paid',
        eventId,
        orderId,
        sessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
        accountId,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    }
    case 'checkout.session.expired': {
      const orderId = orderIdOf(event.data.object);
      if (!orderId) return { kind: 'ignored', eventId };
      return { kind: 'expired', eventId, orderId, sessionId: event.data.object.id, accountId };
    }
    case 'charge.refunded': {
      // A refund made in Stripe's dashboard, or the echo of one Usher made: either way the charge says how much.
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return { kind: 'ignored', eventId };
      return {
        kind: 'refunded',
        eventId,
        paymentIntentId,
        accountId,
        amountRefunded: charge.amount_refunded,
        isFullyRefunded: charge.refunded,
      };
    }
    case 'charge.dispute.created': {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      if (!paymentIntentId) return { kind: 'ignored', eventId };
      return { kind: 'disputed', eventId, paymentIntentId, accountId };
    }
    case 'account.updated': {
      const account = event.data.object;
      return { kind: 'account', eventId, accountId: account.id, chargesEnabled: account.charges_enabled };
    }
    default:
      return { kind: 'ignored', eventId };
  }
}

const orderIdOf = (session: Stripe.Checkout.Session) =>
  session.metadata?.orderId ?? session.client_reference_id ?? null;
