import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inDays } from '../../../test/activity-fixtures';
import { dateOnSale, guest, holdAndCheckout, testCancel, testPay } from '../../../test/checkout-fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { startLoopbackStripe, type LoopbackStripe } from '../../../test/loopback-stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { createDeliveryTestDatabase, FAST_DELIVERY } from '../../../test/test-delivery';
import type { TestDatabase } from '../../../test/test-database';

// Card payments through Stripe Checkout (issue 16 §2), with the app's SDK talking to a loopback Stripe and
// the loopback's signed events delivered to the webhook: sessions, exactly-once payment, signatures, expiry,
// late payments refunded. The mail arrives on a loopback SMTP server through the app's own delivery worker.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };
const eventually = { timeout: 20_000, interval: 100 };

let stripe: LoopbackStripe;
let smtp: LoopbackSmtp;
let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  [stripe, smtp, database] = await Promise.all([
    startLoopbackStripe(),
    startLoopbackSmtp(),
    createDeliveryTestDatabase(),
  ]);
  testApp = await startTestApp(
    { ...NO_RATE_LIMIT, stripe: stripe.config, smtpUrl: smtp.url, mailFrom: 'Usher <tickets@usher.test>' },
    { database, delivery: FAST_DELIVERY },
  );
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
  await Promise.all([stripe?.close(), smtp?.close()]);
});

const orderRow = (orderId: string) =>
  testApp.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

const ticketCount = async (orderId: string) =>
  (await testApp.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute()).length;

const eventCount = async () =>
  (await testApp.db.selectFrom('payment_events').select('event_id').execute()).length;

const reservedOf = async (master: TestClient, variantId: string) =>
  (await master.get(`/api/client/ticket-variant/${variantId}`)).body.reservedCount as number;

const mailTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

/** The session the loopback made for an order. */
const sessionOf = async (orderId: string) => {
  const sessionId = (await orderRow(orderId)).payment_session_id!;
  return stripe.sessions.get(sessionId)!;
};

describe('checkout with Stripe', () => {
  it('creates a Checkout Session with a line per ticket type at its discounted price, and its URL', async () => {
    const { master, event, variants } = await dateOnSale(testApp, {
      variants: [
        { name: 'Standard', price: 1500, max: 80 },
        { name: 'Front row', price: 2500, max: 10 },
      ],
    });
    await master.post('/api/client/promo', {
      code: 'FIVEOFF',
      percentageAmount: null,
      fixedAmount: 500,
      validUntil: inDays(30),
      appliesAtAll: true,
      maxUses: null,
    });
    const before = stripe.requestsTo('POST', '/v1/checkout/sessions').length;
    const buyer = guest();
    const order = await holdAndCheckout(
      testApp,
      event.id,
      [
        { identity: variants[0].id, quantity: 2 },
        { identity: variants[1].id, quantity: 1 },
      ],
      { ...buyer, promoCode: 'FIVEOFF' },
    );
    expect(order.total).toBe(2 * 1000 + 2000);
    const created = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(created).toHaveLength(before + 1);
    const request = created.at(-1)!;
    const orderUrl = `${testApp.baseUrl}/order/${order.orderId}`;
    expect(request.account).toBeNull();
    expect(request.body).toMatchObject({
      mode: 'payment',
      client_reference_id: order.orderId,
      metadata: { orderId: order.orderId, orderReference: order.orderReference },
      customer_email: buyer.email,
      success_url: orderUrl,
      cancel_url: orderUrl,
    });
    expect(request.body.payment_intent_data).toBeUndefined();
    expect(request.body.line_items).toEqual([
      {
        price_data: { currency: 'gbp', product_data: { name: 'Standard' }, unit_amount: '1000' },
        quantity: '2',
      },
      {
        price_data: { currency: 'gbp', product_data: { name: 'Front row' }, unit_amount: '2000' },
        quantity: '1',
      },
    ]);
    // The 15-minute hold is shorter than Stripe's least (30 minutes): the session gets Stripe's least.
    const expiresIn = Number(request.body.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThan(32 * 60);
    const session = await sessionOf(order.orderId);
    expect(order.paymentUrl).toBe(session.url);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'pending',
      payment_provider: 'stripe',
      payment_account_id: null,
    });
  });

  it('answers 404 on the test payment page’s Pay and Cancel', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    expect((await testPay(order.customer, order.orderId)).status).toBe(404);
    expect((await testCancel(order.customer, order.orderId)).status).toBe(404);
    expect((await orderRow(order.orderId)).status).toBe('pending');
  });
});

describe('POST /api/payments/stripe/webhook', { timeout: 60_000 }, () => {
  it('makes one paid order of a completed session delivered twice: tickets and email once', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const buyer = guest();
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }], buyer);
    const session = await sessionOf(order.orderId);
    const completed = stripe.completeSession(session.id);
    const events = await eventCount();

    const first = await stripe.deliver(testApp.baseUrl, completed);
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      payment_intent_id: session.payment_intent,
    });
    expect(await ticketCount(order.orderId)).toBe(2);
    expect(await eventCount()).toBe(events + 1);

    const second = await stripe.deliver(testApp.baseUrl, completed);
    expect(second.status).toBe(200);
    expect(await ticketCount(order.orderId)).toBe(2);
    expect(await eventCount()).toBe(events + 1);
    await vi.waitFor(() => expect(mailTo(buyer.email)).toHaveLength(1), eventually);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailTo(buyer.email)).toHaveLength(1);
  });

  it('issues once when two different events say one session was paid, even at the same time', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 3 }]);
    const session = await sessionOf(order.orderId);
    const completed = stripe.completeSession(session.id);
    const succeeded = stripe.event('checkout.session.async_payment_succeeded', completed.data.object);
    const answers = await Promise.all([
      stripe.deliver(testApp.baseUrl, completed),
      stripe.deliver(testApp.baseUrl, succeeded),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(await ticketCount(order.orderId)).toBe(3);
  });

  it('answers 400 to a forged, tampered, stale or missing signature and changes nothing', async () => {
    const { master, event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    const completed = stripe.completeSession((await sessionOf(order.orderId)).id);
    const events = await eventCount();
    const refused = { status: 400, body: { message: 'The webhook signature could not be verified.' } };

    expect(await stripe.deliver(testApp.baseUrl, completed, { secret: 'whsec_forged' })).toMatchObject(
      refused,
    );
    const other = stripe.event('checkout.session.expired', { id: 'cs_other' });
    const signedOther = stripe.sign(JSON.stringify(other, null, 2));
    expect(await stripe.deliver(testApp.baseUrl, completed, { signature: signedOther })).toMatchObject(
      refused,
    );
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(await stripe.deliver(testApp.baseUrl, completed, { timestamp: tenMinutesAgo })).toMatchObject(
      refused,
    );
    const unsigned = await fetch(`${testApp.baseUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(400);

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paid_at: null });
    expect(await ticketCount(order.orderId)).toBe(0);
    expect(await eventCount()).toBe(events);
    expect(await reservedOf(master, variantId)).toBe(1);
  });

  it('releases the hold of an expired session, freeing its places at once', async () => {
    const { master, event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }]);
    expect(await reservedOf(master, variantId)).toBe(2);
    const expired = stripe.expireSession((await sessionOf(order.orderId)).id);
    expect((await stripe.deliver(testApp.baseUrl, expired)).status).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('expired');
    expect(await reservedOf(master, variantId)).toBe(0);
  });

  it('refunds a late payment whose places were taken, marks the order refunded and emails its customer', async () => {
    const { event, variantId } = await dateOnSale(testApp, { capacity: 2 });
    const late = guest();
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }], late);
    await testApp.db
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', order.holdId)
      .execute();
    const other = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    await stripe.deliver(testApp.baseUrl, stripe.completeSession((await sessionOf(other.orderId)).id));

    const completed = stripe.completeSession((await sessionOf(order.orderId)).id);
    const paymentIntent = (await sessionOf(order.orderId)).payment_intent;
    // A refund that fails answers 5xx and records nothing, so Stripe's retry refunds it.
    stripe.fault = (request) =>
      request.path === '/v1/refunds' ? { status: 500, type: 'api_error', message: 'Down' } : null;
    const events = await eventCount();
    const failed = await stripe.deliver(testApp.baseUrl, completed);
    stripe.fault = () => null;
    expect(failed.status).toBe(500);
    expect(await eventCount()).toBe(events);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent)).toEqual([]);

    expect((await stripe.deliver(testApp.baseUrl, completed)).status).toBe(200);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1);
    expect(stripe.requestsTo('POST', '/v1/refunds').at(-1)).toMatchObject({
      body: { payment_intent: paymentIntent },
      account: null,
    });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', paid_at: null });
    expect(await ticketCount(order.orderId)).toBe(0);
    expect(await eventCount()).toBe(events + 1);
    await vi.waitFor(() => expect(mailTo(late.email)).toHaveLength(1), eventually);
    expect(mailTo(late.email)[0]!.subject).toBe('Your payment for Jazz by the River is being refunded');

    // Another event for the same payment asks the refund again: Stripe's answer that it is done is enough.
    const again = stripe.event('checkout.session.async_payment_succeeded', completed.data.object);
    expect((await stripe.deliver(testApp.baseUrl, again)).status).toBe(200);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailTo(late.email)).toHaveLength(1);
  });

  it('takes events it does not act on, and sessions it did not make, without changing anything', async () => {
    const ignored = stripe.event('payment_intent.created', { id: 'pi_x', object: 'payment_intent' });
    expect((await stripe.deliver(testApp.baseUrl, ignored)).status).toBe(200);
    const foreign = stripe.event('checkout.session.completed', {
      id: 'cs_foreign',
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_foreign',
      client_reference_id: crypto.randomUUID(),
      metadata: {},
    });
    expect((await stripe.deliver(testApp.baseUrl, foreign)).status).toBe(200);
    expect(stripe.requestsTo('POST', '/v1/refunds').some((r) => r.body.payment_intent === 'pi_foreign')).toBe(
      false,
    );
  });

  it('answers 404 when Stripe is not configured', async () => {
    const plain = await startTestApp(NO_RATE_LIMIT, { database });
    try {
      const answer = await stripe.deliver(plain.baseUrl, stripe.event('account.updated', { id: 'acct_x' }));
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
