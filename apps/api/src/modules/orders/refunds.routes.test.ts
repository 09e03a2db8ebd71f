import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { dateOnSale, guest, holdAndCheckout } from '../../../test/checkout-fixtures';
import { outboxRows } from '../../../test/delivery-fixtures';
import { signedInClient } from '../../../test/fixtures';
import {
  chargeRefundedEvent,
  disputeCharge,
  refundInDashboard,
  startLoopbackStripe,
  type LoopbackStripe,
} from '../../../test/loopback-stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { PaymentProvider } from '../payments/payment-provider';
import { createStripeProvider } from '../payments/stripe.provider';

// Refunds that reach the customer, exactly once (issue 28 §2), through the routes on the real database against
// the loopback Stripe: the provider the order was paid with, the refund's one state machine with cancel, refunds
// after a cancel, refunds and disputes made in Stripe's dashboard, and the webhook's checks of what it acts on.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

let stripe: LoopbackStripe;
let database: TestDatabase;
let testApp: TestApp;
beforeAll(async () => {
  [stripe, database] = await Promise.all([startLoopbackStripe(), createTestDatabase()]);
  testApp = await startTestApp({ ...NO_RATE_LIMIT, stripe: stripe.config }, { database });
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
  await stripe?.close();
});

const orderRow = (orderId: string) =>
  testApp.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const ticketsOf = (orderId: string) =>
  testApp.db
    .selectFrom('tickets')
    .select(['status', 'check_in_code'])
    .where('order_id', '=', orderId)
    .execute();
const refundsOf = (paymentIntent: string) =>
  stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent);
const refund = (client: TestClient, reference: string) =>
  client.post(`/api/client/order/${reference}/refund`);
const cancel = (client: TestClient, reference: string) =>
  client.post(`/api/client/order/${reference}/cancel`);
const listed = async (client: TestClient, eventId: string, reference: string) =>
  ((await client.get(`/api/client/event/${eventId}/orders?search=${reference}`)).body.orders as any[])[0];
const soldOf = async (client: TestClient, variantId: string) =>
  (await client.get(`/api/client/ticket-variant/${variantId}`)).body.orderCount as number;
const subjectsTo = async (email: string) =>
  (await outboxRows(testApp.db, [email])).map((row) => row.subject ?? '').sort();

/** An order of `quantity` tickets paid through the loopback Stripe, as its webhook says. */
async function paidWithStripe(app: TestApp = testApp, quantity = 2) {
  const sale = await dateOnSale(app);
  const buyer = guest();
  const order = await holdAndCheckout(app, sale.event.id, [{ identity: sale.variantId, quantity }], buyer);
  const { payment_session_id: sessionId } = await orderRow(order.orderId);
  const delivered = await stripe.deliver(app.baseUrl, stripe.completeSession(sessionId!));
  if (delivered.status !== 200) throw new Error(`webhook failed: ${delivered.status}`);
  const paymentIntent = stripe.sessions.get(sessionId!)!.payment_intent as string;
  return { ...sale, ...order, buyer, sessionId: sessionId!, paymentIntent };
}

describe('POST /api/client/order/{orderReference}/refund through the provider the order was paid with', () => {
  it('refunds through Stripe: the money goes back once, tickets red, the customer emailed; Stripe’s echo changes nothing', async () => {
    const order = await paidWithStripe();
    const response = await refund(order.master, order.orderReference);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'refunded', isRefundable: false, paymentProblem: null });
    expect(refundsOf(order.paymentIntent)).toHaveLength(1);
    expect((await ticketsOf(order.orderId)).every((ticket) => ticket.status === 'cancelled')).toBe(true);
    expect(await soldOf(order.master, order.variantId)).toBe(0);
    expect(await subjectsTo(order.buyer.email)).toContain('Your order for Jazz by the River was refunded');

    const echoed = await stripe.deliver(testApp.baseUrl, chargeRefundedEvent(stripe, order.paymentIntent));
    expect(echoed.status).toBe(200);
    const refundMails = (await subjectsTo(order.buyer.email)).filter((subject) =>
      subject.endsWith('refunded'),
    );
    expect(refundMails).toHaveLength(1);
    expect(refundsOf(order.paymentIntent)).toHaveLength(1);
  });

  it('answers 503 and changes nothing when the order was paid through Stripe and Stripe is no longer configured', async () => {
    const order = await paidWithStripe();
    const withoutKeys = await startTestApp(NO_RATE_LIMIT, { database });
    try {
      const requests = stripe.requests.length;
      const master = await signedInClient(withoutKeys, order.organizationId);
      const response = await refund(master, order.orderReference);
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(MESSAGES.refundProviderMissing('Stripe'));
      expect(stripe.requests).toHaveLength(requests);
      expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', refunded_at: null });
      expect((await ticketsOf(order.orderId)).every((ticket) => ticket.status === 'valid')).toBe(true);
    } finally {
      await withoutKeys.close();
    }
    expect((await refund(order.master, order.orderReference)).status).toBe(200);
    expect(refundsOf(order.paymentIntent)).toHaveLength(1);
  });

  it('puts the order back as paid with the error on it when Stripe refuses, and a second try refunds it', async () => {
    const order = await paidWithStripe();
    stripe.fault = (request) =>
      request.path === '/v1/refunds'
        ? { status: 402, type: 'invalid_request_error', message: 'Insufficient balance' }
        : null;
    const refused = await refund(order.master, order.orderReference);
    stripe.fault = () => null;
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(MESSAGES.refundFailed);
    expect(await listed(order.master, order.event.id, order.orderReference)).toMatchObject({
      status: 'paid',
      isRefundable: true,
      paymentProblem: MESSAGES.refundRefused,
    });
    expect((await ticketsOf(order.orderId)).every((ticket) => ticket.status === 'valid')).toBe(true);
    expect(await subjectsTo(order.buyer.email)).not.toContain(
      'Your order for Jazz by the River was refunded',
    );

    const again = await refund(order.master, order.orderReference);
    expect(again.body).toMatchObject({ status: 'refunded', paymentProblem: null });
    expect(refundsOf(order.paymentIntent)).toHaveLength(1);
  });
});

describe('refund and cancel, one state machine', () => {
  it('answers 409 to a cancel while the refund is with the provider, then the refund completes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = createStripeProvider(stripe.config);
    const slow: PaymentProvider = {
      ...real,
      refund: async (payment) => gate.then(() => real.refund(payment)),
    };
    const app = await startTestApp({ ...NO_RATE_LIMIT, stripe: stripe.config }, { database, payments: slow });
    try {
      const order = await paidWithStripe(app);
      const refunding = refund(order.master, order.orderReference);
      await expect
        .poll(async () => (await orderRow(order.orderId)).status, { timeout: 10_000 })
        .toBe('refund_pending');
      // The purge puts back a refund pending longer than a provider could take, counted from this mark.
      expect((await orderRow(order.orderId)).refund_started_at).toBeInstanceOf(Date);
      const cancelled = await cancel(order.master, order.orderReference);
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.message).toBe(MESSAGES.orderRefundPending);
      release();
      const refunded = await refunding;
      expect(refunded.status).toBe(200);
      expect(refunded.body.status).toBe('refunded');
      expect(refundsOf(order.paymentIntent)).toHaveLength(1);
      expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', cancelled_at: null });
    } finally {
      release();
      await app.close();
    }
  });

  it('cancels a paid online order keeping the money (the customer is told), and refunds it afterwards', async () => {
    const order = await paidWithStripe();
    const cancelled = await cancel(order.master, order.orderReference);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', isRefundable: true });
    expect(refundsOf(order.paymentIntent)).toHaveLength(0);
    const [cancelMail] = await outboxRows(testApp.db, [order.buyer.email]).then((rows) =>
      rows.filter((row) => row.subject === 'Your order for Jazz by the River was cancelled'),
    );
    expect(cancelMail!.body_text).toContain('Your payment of £30.00 has not been refunded');

    const refunded = await refund(order.master, order.orderReference);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', isRefundable: false });
    expect(refundsOf(order.paymentIntent)).toHaveLength(1);
    expect(await subjectsTo(order.buyer.email)).toContain('Your order for Jazz by the River was refunded');
    expect((await refund(order.master, order.orderReference)).status).toBe(409);
  });

  it('tells the customer of a cancelled order that was not paid online that nothing was taken', async () => {
    const sale = await dateOnSale(testApp);
    const buyer = guest();
    const order = await holdAndCheckout(
      testApp,
      sale.event.id,
      [{ identity: sale.variantId, quantity: 1 }],
      buyer,
    );
    expect((await cancel(sale.master, order.orderReference)).body).toMatchObject({ isRefundable: false });
    const [mail] = await outboxRows(testApp.db, [buyer.email]);
    expect(mail!.body_text).toContain('No payment was taken online for this order');
    expect((await refund(sale.master, order.orderReference)).status).toBe(409);
  });
});

describe('refunds and disputes made in Stripe’s dashboard', () => {
  it('charge.refunded in full marks the order refunded and cancels its tickets: places free, the door red', async () => {
    const order = await paidWithStripe();
    const [ticket] = await ticketsOf(order.orderId);
    const event = refundInDashboard(stripe, order.paymentIntent);
    expect((await stripe.deliver(testApp.baseUrl, event)).status).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded' });
    expect(await soldOf(order.master, order.variantId)).toBe(0);
    const scan = await order.master.post(
      `/api/client/check-in/${order.event.id}/check-in/${encodeURIComponent(ticket!.check_in_code)}`,
    );
    expect(scan.body).toEqual({ color: 'red', message: MESSAGES.ticketCancelled });
    expect(await subjectsTo(order.buyer.email)).toContain('Your order for Jazz by the River was refunded');
  });

  it('a partial refund leaves the tickets valid and says on the order what was refunded', async () => {
    const order = await paidWithStripe();
    await stripe.deliver(testApp.baseUrl, refundInDashboard(stripe, order.paymentIntent, 1000));
    expect(await listed(order.master, order.event.id, order.orderReference)).toMatchObject({
      status: 'paid',
      paymentProblem: MESSAGES.partialRefundInProvider('£10.00', '£30.00'),
    });
    expect((await ticketsOf(order.orderId)).every((ticket) => ticket.status === 'valid')).toBe(true);
  });

  it('charge.dispute.created flags the order disputed in Orders and Sales and emails the organiser, once', async () => {
    const order = await paidWithStripe();
    const organiserEmail = `organiser-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await testApp.db
      .updateTable('organizations')
      .set({ email: organiserEmail })
      .where('id', '=', order.organizationId)
      .execute();
    const disputed = disputeCharge(stripe, order.paymentIntent);
    expect((await stripe.deliver(testApp.baseUrl, disputed)).status).toBe(200);
    expect((await stripe.deliver(testApp.baseUrl, disputed)).status).toBe(200);
    expect(await listed(order.master, order.event.id, order.orderReference)).toMatchObject({
      status: 'paid',
      isDisputed: true,
    });
    const sales = (await order.master.get(`/api/client/event/${order.event.id}/sales`)).body;
    expect(sales.disputedOrders).toBe(1);
    expect(await subjectsTo(organiserEmail)).toEqual([`Payment disputed: order ${order.orderReference}`]);
  });
});

describe('the webhook checks what it acts on', () => {
  it('issues nothing for a completed session of another amount or currency, logging it on the order', async () => {
    const sale = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, sale.event.id, [{ identity: sale.variantId, quantity: 2 }]);
    const { payment_session_id: sessionId } = await orderRow(order.orderId);
    stripe.sessions.get(sessionId!)!.amount_total = 100;
    const cheap = stripe.completeSession(sessionId!);
    expect((await stripe.deliver(testApp.baseUrl, cheap)).status).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'pending',
      payment_problem: MESSAGES.paymentNoticeMismatch('£1.00', '£30.00'),
    });
    expect(await ticketsOf(order.orderId)).toEqual([]);

    const session = stripe.sessions.get(sessionId!)!;
    Object.assign(session, { amount_total: 3000, currency: 'eur' });
    const euros = stripe.event('checkout.session.completed', { ...session, account: undefined });
    expect((await stripe.deliver(testApp.baseUrl, euros)).status).toBe(200);
    expect((await orderRow(order.orderId)).payment_problem).toBe(
      MESSAGES.paymentNoticeMismatch('30.00 EUR', '£30.00'),
    );
    expect(await ticketsOf(order.orderId)).toEqual([]);
  });

  it('ignores a completed or expired session that is not the order’s own, or comes from another account', async () => {
    const sale = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, sale.event.id, [{ identity: sale.variantId, quantity: 1 }]);
    const { payment_session_id: sessionId } = await orderRow(order.orderId);
    const own = stripe.sessions.get(sessionId!)!;
    const { account: _account, ...session } = own;
    const foreign = {
      ...session,
      id: 'cs_test_foreign',
      payment_status: 'paid',
      payment_intent: 'pi_foreign',
    };
    for (const event of [
      stripe.event('checkout.session.expired', { ...session, id: 'cs_test_foreign' }),
      stripe.event('checkout.session.completed', foreign),
      stripe.event('checkout.session.expired', session, 'acct_someone_else'),
      stripe.event(
        'checkout.session.completed',
        { ...session, payment_status: 'paid', payment_intent: 'pi_x' },
        'acct_someone_else',
      ),
    ]) {
      expect((await stripe.deliver(testApp.baseUrl, event)).status).toBe(200);
      expect(await orderRow(order.orderId)).toMatchObject({
        status: 'pending',
        payment_problem: MESSAGES.paymentNoticeForeign,
      });
    }
    expect(await ticketsOf(order.orderId)).toEqual([]);
    expect((await sale.master.get(`/api/client/ticket-variant/${sale.variantId}`)).body.reservedCount).toBe(
      1,
    );
  });
});
