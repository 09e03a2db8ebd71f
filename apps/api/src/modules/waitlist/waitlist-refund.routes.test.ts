import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOnSale, guest, holdAndCheckout } from '../../../test/checkout-fixtures';
import { startLoopbackStripe, type LoopbackStripe } from '../../../test/loopback-stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

// A refund frees its places like a cancel (issue 31 §3): the order paid through the loopback Stripe, refunded
// from Orders, and the place is offered to the first person waiting in the refund's own transaction.
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

describe('a refunded order', () => {
  it('offers its places to the list at once, in the refund’s transaction', async () => {
    const sale = await dateOnSale(testApp, {
      capacity: 1,
      variants: [{ name: 'Standard', price: 1500, max: 10 }],
    });
    await sale.master.post(`/api/client/activity/${sale.activity.id}/waitlist-settings`, {
      isEnabled: true,
      offerMinutes: 60,
    });
    const order = await holdAndCheckout(
      testApp,
      sale.event.id,
      [{ identity: sale.variantId, quantity: 1 }],
      guest(),
    );
    const { payment_session_id: sessionId } = await testApp.db
      .selectFrom('orders')
      .select('payment_session_id')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect((await stripe.deliver(testApp.baseUrl, stripe.completeSession(sessionId!))).status).toBe(200);
    const joined = await testApp.client().post(`/api/public/event/${sale.event.id}/waitlist`, {
      ticketVariantId: sale.variantId,
      quantity: 1,
      fullName: 'Grace Hopper',
      email: 'grace@example.test',
    });
    expect(joined.status, joined.text).toBe(201);
    const refunded = await sale.master.post(`/api/client/order/${order.orderReference}/refund`);
    expect(refunded.status, refunded.text).toBe(200);
    const entry = (await testApp.client().get(`/api/public/waitlist/${joined.body.entryId}`)).body;
    expect(entry).toMatchObject({ status: 'offered', offer: { holdId: expect.any(String) } });
  });
});
