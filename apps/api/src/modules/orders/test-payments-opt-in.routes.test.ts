import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { loadConfig } from '../../config';
import { guest, holdAndCheckout, placeHold, checkout, testPay } from '../../../test/checkout-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { markDemoOrganisation } from '../organisations/organisation.repository';
import { createActivityWithDate } from '../../../test/activity-fixtures';

// Issue 28 §1: on a server without a payment provider the test payment page is a choice (TEST_PAYMENTS=true, or
// the demo organiser), never the default. Two apps on one database: as production starts (TEST_PAYMENTS unset)
// and with TEST_PAYMENTS=true, as the other tests run.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };
const TICKETS = [
  { name: 'VIP', price: 3500, max: 40 },
  { name: 'Guest list', price: 0, max: 20 },
];

let database: TestDatabase;
let production: TestApp;
let testPaying: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  production = await startTestApp(
    { ...NO_RATE_LIMIT, testPayments: loadConfig({}).testPayments },
    { database },
  );
  testPaying = await startTestApp(NO_RATE_LIMIT, { database });
});
afterAll(async () => {
  await production?.close();
  await testPaying?.close();
  await database?.drop();
});

/** A published date with a £35 and a free ticket type, of a new organiser (the demo one when `isDemo`). */
async function dateOf({ isDemo }: { isDemo: boolean }) {
  const organizationId = await createOrganisation(production.db);
  if (isDemo) await markDemoOrganisation(production.db, organizationId);
  const master = await signedInClient(production, organizationId, 'master');
  const { event, variants } = await createActivityWithDate(master, { published: true, variants: TICKETS });
  return {
    master,
    eventId: event.id as string,
    vip: variants[0].id as string,
    free: variants[1].id as string,
  };
}

describe('an organiser on a server without a payment provider (the production default)', () => {
  it('starts with no test payment page for anyone but the demo', () => {
    expect(production.config.testPayments).toBe(false);
    expect(production.config.stripe).toBeNull();
  });

  it('sells free tickets online and refuses paid ones with 409, and the public page says so', async () => {
    const { eventId, vip, free } = await dateOf({ isDemo: false });
    const customer = production.client();
    const page = await customer.get(`/api/public/event/${eventId}`);
    expect(page.body.isPaidSaleAvailable).toBe(false);

    const paid = await placeHold(customer, eventId, [{ identity: vip, quantity: 2 }]);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(MESSAGES.paidSaleUnavailable);
    const mixed = await placeHold(customer, eventId, [
      { identity: vip, quantity: 1 },
      { identity: free, quantity: 1 },
    ]);
    expect(mixed.status).toBe(409);

    const order = await holdAndCheckout(production, eventId, [{ identity: free, quantity: 2 }]);
    expect(order).toMatchObject({ total: 0, paymentUrl: null });
  });

  it('refuses the checkout of a paid hold (made while test payments were on) rather than open a test page', async () => {
    const { eventId, vip } = await dateOf({ isDemo: false });
    const customer = testPaying.client();
    const held = await placeHold(customer, eventId, [{ identity: vip, quantity: 2 }]);
    expect(held.status).toBe(201);
    const refused = await checkout(production.client(), held.body.id, guest());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.paidSaleUnavailable);
    const orders = await production.db
      .selectFrom('orders')
      .select('id')
      .where('hold_id', '=', held.body.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('says in Settings › Payments that no provider is configured', async () => {
    const { master } = await dateOf({ isDemo: false });
    expect((await master.get('/api/client/payments')).body).toEqual({
      provider: 'none',
      connected: false,
      chargesEnabled: false,
    });
  });
});

describe('the demo organiser on the same server', () => {
  it('still sells paid tickets through the test payment page, end to end', async () => {
    const { master, eventId, vip } = await dateOf({ isDemo: true });
    expect((await production.client().get(`/api/public/event/${eventId}`)).body.isPaidSaleAvailable).toBe(
      true,
    );
    const order = await holdAndCheckout(production, eventId, [{ identity: vip, quantity: 2 }]);
    expect(order.total).toBe(7000);
    expect(order.paymentUrl).toBe(`${production.baseUrl}/pay/test/${order.orderId}`);
    const paid = await testPay(order.customer, order.orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.tickets).toHaveLength(2);
    expect((await master.get('/api/client/payments')).body).toMatchObject({ provider: 'test' });
  });
});

describe('TEST_PAYMENTS=true', () => {
  it('lets every organiser take orders on the test payment page', async () => {
    const { eventId, vip } = await dateOf({ isDemo: false });
    expect((await testPaying.client().get(`/api/public/event/${eventId}`)).body.isPaidSaleAvailable).toBe(
      true,
    );
    const order = await holdAndCheckout(testPaying, eventId, [{ identity: vip, quantity: 1 }]);
    expect(order.paymentUrl).toBe(`${testPaying.baseUrl}/pay/test/${order.orderId}`);
    expect((await testPay(order.customer, order.orderId)).status).toBe(200);
  });
});
