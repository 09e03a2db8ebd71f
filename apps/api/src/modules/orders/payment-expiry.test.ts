import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inDays } from '../../../test/activity-fixtures';
import { dateOnSale, holdAndCheckout } from '../../../test/checkout-fixtures';
import { startLoopbackStripe, type LoopbackStripe } from '../../../test/loopback-stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { createDeliveryTestDatabase, FAST_DELIVERY } from '../../../test/test-delivery';
import type { TestDatabase } from '../../../test/test-database';

// The hold and the payment end together (issue 28 §3): a checked-out hold's Stripe Checkout Session is expired
// at Stripe when the hold ends or is released, through the outbox and the app's own delivery worker, retried
// until Stripe confirms; a payment that came in before is a late payment, honoured only while the date has not
// started and its activity is published. Stripe is the loopback server, which refuses to complete an expired
// session as Stripe does.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };
const eventually = { timeout: 30_000, interval: 100 };

let stripe: LoopbackStripe;
let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  [stripe, database] = await Promise.all([startLoopbackStripe(), createDeliveryTestDatabase()]);
  testApp = await startTestApp(
    { ...NO_RATE_LIMIT, stripe: stripe.config },
    { database, delivery: FAST_DELIVERY },
  );
}, 180_000);
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
  await stripe?.close();
});

const orderRow = (orderId: string) =>
  testApp.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

const sessionOf = async (orderId: string) => {
  const sessionId = (await orderRow(orderId)).payment_session_id!;
  return stripe.sessions.get(sessionId)!;
};

const expireRequests = (sessionId: string) =>
  stripe.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`);

const paymentRows = (sessionId: string) =>
  testApp.db
    .selectFrom('outbox_messages')
    .select(['status', 'attempts', 'not_before'])
    .where('channel', '=', 'payment')
    .where('recipient', '=', sessionId)
    .execute();

const paymentIntentOf = (event: { data: { object: unknown } }) =>
  (event.data.object as { payment_intent: string }).payment_intent;

const reservedOf = async (master: TestClient, variantId: string) =>
  (await master.get(`/api/client/ticket-variant/${variantId}`)).body.reservedCount as number;

/** Holds (for `seconds`) and checks out one ticket, paying with Stripe. */
async function checkedOut(seconds?: number) {
  const date = await dateOnSale(testApp);
  const before = testApp.app.config.checkoutHoldSeconds;
  if (seconds) testApp.app.config.checkoutHoldSeconds = seconds;
  try {
    const order = await holdAndCheckout(testApp, date.event.id, [{ identity: date.variantId, quantity: 1 }]);
    return { ...date, order, session: await sessionOf(order.orderId) };
  } finally {
    testApp.app.config.checkoutHoldSeconds = before;
  }
}

describe('the Checkout Session of a checked-out hold', { timeout: 90_000 }, () => {
  it('is expired at Stripe when its hold ends, not before, and can no longer be paid', async () => {
    const { master, variantId, session } = await checkedOut(4);
    expect(session.status).toBe('open');
    // Stripe takes no session shorter than 30 minutes: its own end is long after the hold's.
    expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(await paymentRows(session.id)).toMatchObject([{ status: 'pending' }]);
    expect(expireRequests(session.id)).toEqual([]);

    await vi.waitFor(() => expect(session.status).toBe('expired'), eventually);
    expect(expireRequests(session.id)).toHaveLength(1);
    expect(() => stripe.completeSession(session.id)).toThrow();
    await vi.waitFor(async () => expect(await paymentRows(session.id)).toMatchObject([{ status: 'sent' }]));
    expect(await reservedOf(master, variantId)).toBe(0);
  });

  it('is expired at once when the organiser cancels the pending order, retried until Stripe confirms', async () => {
    const { master, variantId, order, session } = await checkedOut();
    // The SDK tries each call 3 times: 4 refusals fail the outbox's first attempt and one try of its second.
    let refusals = 0;
    stripe.fault = (request) =>
      request.path === `/v1/checkout/sessions/${session.id}/expire` && refusals++ < 4
        ? { status: 500, type: 'api_error', message: 'Down' }
        : null;
    try {
      const cancelled = await master.post(`/api/client/order/${order.orderReference}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(await reservedOf(master, variantId)).toBe(0);
      await vi.waitFor(() => expect(session.status).toBe('expired'), eventually);
    } finally {
      stripe.fault = () => null;
    }
    expect(expireRequests(session.id)).toHaveLength(5);
    await vi.waitFor(async () =>
      expect(await paymentRows(session.id)).toMatchObject([{ status: 'sent', attempts: 2 }]),
    );
    expect(() => stripe.completeSession(session.id)).toThrow();
  });

  it('is left alone once paid: its close is dropped, and a session closed already counts as closed', async () => {
    const { order, session } = await checkedOut();
    const paid = await stripe.deliver(testApp.baseUrl, stripe.completeSession(session.id));
    expect(paid.status).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(await paymentRows(session.id)).toMatchObject([{ status: 'cancelled' }]);

    // A close that reaches Stripe after the customer paid (the row was already on its way) is done, not retried.
    await expect(
      testApp.app.payments.expirePayment({ sessionId: session.id, accountId: null }),
    ).resolves.toBeUndefined();
    expect(session.status).toBe('complete');
  });

  it('is closed at the connected account it was made on, under Connect', async () => {
    const accountId = 'acct_expiry';
    stripe.accounts.set(accountId, { id: accountId, object: 'account', charges_enabled: true });
    const { organizationId, master, variantId, event } = await dateOnSale(testApp);
    await testApp.db
      .updateTable('organizations')
      .set({ stripe_account_id: accountId, stripe_charges_enabled: true })
      .where('id', '=', organizationId)
      .execute();
    testApp.app.config.stripe = { ...stripe.config, connect: true };
    try {
      const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
      const session = await sessionOf(order.orderId);
      expect(session.account).toBe(accountId);
      await master.post(`/api/client/order/${order.orderReference}/cancel`);
      await vi.waitFor(() => expect(session.status).toBe('expired'), eventually);
      expect(expireRequests(session.id).at(-1)!.account).toBe(accountId);
    } finally {
      testApp.app.config.stripe = stripe.config;
    }
  });
});

describe('a late payment (completed at Stripe after its hold ended)', { timeout: 90_000 }, () => {
  /** A checked-out order whose hold ended before its payment came: as if Stripe had not yet been told. */
  async function latePayment() {
    const checked = await checkedOut();
    await testApp.db
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', checked.order.holdId)
      .execute();
    return { ...checked, completed: stripe.completeSession(checked.session.id) };
  }

  it('is honoured while its date has not started, its activity is published and its places are there', async () => {
    const { order, completed } = await latePayment();
    expect((await stripe.deliver(testApp.baseUrl, completed)).status).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('paid');
  });

  it('is refunded once its date has started, though its places are there', async () => {
    const { order, event, completed } = await latePayment();
    await testApp.db
      .updateTable('events')
      .set({ start_at: new Date(Date.now() - 60_000), end_at: new Date(inDays(1)) })
      .where('id', '=', event.id)
      .execute();
    expect((await stripe.deliver(testApp.baseUrl, completed)).status).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', paid_at: null });
    expect(stripe.refunds.map((refund) => refund.payment_intent)).toContain(paymentIntentOf(completed));
  });

  it('is refunded once its activity is no longer published, though its places are there', async () => {
    const { order, activity, completed } = await latePayment();
    await testApp.db
      .updateTable('activities')
      .set({ is_published: false })
      .where('id', '=', activity.id)
      .execute();
    expect((await stripe.deliver(testApp.baseUrl, completed)).status).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', paid_at: null });
    expect(stripe.refunds.map((refund) => refund.payment_intent)).toContain(paymentIntentOf(completed));
  });
});
