import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityWithDate, inDays, validActivity } from '../../../test/activity-fixtures';
import {
  checkout,
  dateOnSale,
  guest,
  holdAndCheckout,
  placeHold,
  testCancel,
  testPay,
} from '../../../test/checkout-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { TestClient } from '../../../test/test-client';
import type { PaymentProvider } from '../payments/payment-provider';

// A customer's checkout of a hold, the order it makes and the test payment page's buttons, through the routes on
// the real database. Late payments and the emails are in checkout-delivery.test.ts, races in checkout-races.test.ts.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

let database: TestDatabase;
let testApp: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(NO_RATE_LIMIT, { database });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

const reservedOf = async (master: TestClient, variantId: string) =>
  (await master.get(`/api/client/ticket-variant/${variantId}`)).body.reservedCount as number;

const ordersOf = (eventId: string) =>
  testApp.db.selectFrom('orders').selectAll().where('event_id', '=', eventId).execute();

const ticketsOf = (eventId: string) =>
  testApp.db
    .selectFrom('tickets')
    .select(['order_id', 'price_pence', 'discount_pence', 'promo_code_id'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'valid')
    .execute();

/** Ends a hold now, as the clock would at its end. */
const expireHold = (holdId: string) =>
  testApp.db
    .updateTable('holds')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', holdId)
    .execute();

describe('POST /api/public/holds/{holdId}/checkout', () => {
  it('makes a pending order that keeps the places reserved, and the test page’s Pay issues its tickets', async () => {
    const { master, event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }], {
      ...guest('Mary@Example.test'),
      phoneNumber: '07700 900123',
    });
    expect(order).toMatchObject({
      total: 3000,
      orderReference: expect.stringMatching(/^USH-[0-9A-HJKMNP-TV-Z]{10}$/),
    });
    expect(order.paymentUrl).toBe(`${testApp.baseUrl}/pay/test/${order.orderId}`);
    const [stored] = await ordersOf(event.id);
    expect(stored).toMatchObject({
      kind: 'online',
      status: 'pending',
      hold_id: order.holdId,
      total_pence: 3000,
      discount_pence: 0,
      email: 'mary@example.test',
      phone: '+447700900123',
      payment_provider: 'test',
      payment_session_id: `test_${order.orderId}`,
      paid_at: null,
    });
    expect(await reservedOf(master, variantId)).toBe(2);
    const pending = await testApp.client().get(`/api/public/orders/${order.orderId}`);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({
      orderId: order.orderId,
      orderReference: order.orderReference,
      status: 'pending',
      total: 3000,
      discount: 0,
      email: 'mary@example.test',
      activityName: 'Jazz by the River',
      eventId: event.id,
      eventStartAt: new Date(event.startAt).toISOString(),
      tickets: [],
    });

    const paid = await testPay(order.customer, order.orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.tickets).toHaveLength(2);
    const [ticket] = paid.body.tickets;
    expect(ticket).toEqual({
      externalId: expect.any(String),
      ticketVariantName: 'Standard',
      price: 1500,
      discountedPrice: 1500,
      qrLink: expect.any(String),
      pdfUrl: `${testApp.baseUrl}/api/public/ticket/${ticket.externalId}/pdf`,
    });
    expect((await testApp.client().get(`/api/public/ticket/${ticket.externalId}`)).body.qrCode).toBe(
      ticket.qrLink,
    );
    expect(await reservedOf(master, variantId)).toBe(0);
    expect((await master.get(`/api/client/ticket-variant/${variantId}`)).body.orderCount).toBe(2);
    const hold = await testApp.db
      .selectFrom('holds')
      .select('checked_out_at')
      .where('id', '=', order.holdId)
      .executeTakeFirstOrThrow();
    expect(hold.checked_out_at).not.toBeNull();
    expect((await ordersOf(event.id))[0]!.paid_at).not.toBeNull();
  });

  it('pays once: a second Pay answers the same order and issues nothing more', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 3 }]);
    const first = await testPay(order.customer, order.orderId);
    const second = await testPay(order.customer, order.orderId);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await ticketsOf(event.id)).toHaveLength(3);
  });

  it('Cancel expires the order and frees its places at once; a paid order is left alone', async () => {
    const { master, event, variantId } = await dateOnSale(testApp, { capacity: 2 });
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }]);
    expect((await placeHold(testApp.client(), event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(
      409,
    );
    const cancelled = await testCancel(order.customer, order.orderId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'expired', tickets: [] });
    expect(await reservedOf(master, variantId)).toBe(0);
    const other = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }]);
    await testPay(other.customer, other.orderId);
    const again = await testCancel(other.customer, other.orderId);
    expect(again.body.status).toBe('paid');
    expect(again.body.tickets).toHaveLength(2);
  });

  it('pays a total of 0 at once: tickets issued, the hold checked out, no payment page', async () => {
    const { master, event, variantId } = await dateOnSale(testApp, {
      variants: [{ name: 'Free entry', price: 0, max: 50 }],
    });
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }]);
    expect(order).toMatchObject({ total: 0, paymentUrl: null });
    const shown = await testApp.client().get(`/api/public/orders/${order.orderId}`);
    expect(shown.body.status).toBe('paid');
    expect(shown.body.tickets).toHaveLength(2);
    expect((await ordersOf(event.id))[0]).toMatchObject({ status: 'paid', payment_provider: null });
    expect(await reservedOf(master, variantId)).toBe(0);
    expect((await master.get(`/api/client/ticket-variant/${variantId}`)).body.orderCount).toBe(2);
    expect((await checkout(order.customer, order.holdId, guest())).status).toBe(409);
  });

  it('answers 409 for a hold already checked out, and for one that ended, whose places are free', async () => {
    const { master, event, variantId } = await dateOnSale(testApp, { capacity: 2 });
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    const twice = await checkout(order.customer, order.holdId, guest());
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('These tickets have already been checked out.');

    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
    await expireHold(held.body.id);
    expect(await reservedOf(master, variantId)).toBe(1);
    const late = await checkout(customer, held.body.id, guest());
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/no longer held/);
    expect(await ordersOf(event.id)).toHaveLength(1);
    expect((await placeHold(testApp.client(), event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(
      201,
    );

    expect((await checkout(customer, crypto.randomUUID(), guest())).status).toBe(404);
    expect((await checkout(customer, 'not-a-hold', guest())).status).toBe(404);
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: undefined }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Incorrect email format'],
    [{ phoneNumber: '12' }, 'phoneNumber', 'Incorrect phone format'],
    [{ fullName: ' ' }, 'fullName', 'Full name is required'],
    [{ customField1: '' }, 'customField1', 'Dietary needs is required'],
  ])(
    'refuses %j with the §5 message, saving nothing and keeping the hold',
    async (change, field, message) => {
      const { event, variantId } = await dateOnSale(testApp);
      const customer = testApp.client();
      const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
      const answer = await checkout(customer, held.body.id, { ...guest(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please fill in all required fields');
      expect(answer.body.errors[field]).toBe(message);
      expect(await ordersOf(event.id)).toEqual([]);
      expect((await checkout(customer, held.body.id, guest())).status).toBe(201);
    },
  );

  it('asks for the address only when the activity demands it, and takes no phone online', async () => {
    const { master, activity, event, variantId } = await dateOnSale(testApp);
    await master.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      isAddressRequired: true,
    });
    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
    const missing = await checkout(customer, held.body.id, guest());
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ 'address.city': 'City is required' });
    const address = { country: 'UK', city: 'London', line1: '1 Strand', line2: '', postCode: 'WC2' };
    expect((await checkout(customer, held.body.id, { ...guest(), address })).status).toBe(201);
    expect((await ordersOf(event.id))[0]).toMatchObject({
      phone: null,
      address: { ...address, line2: null },
    });
  });

  it('prices with a promo code, and a capped code’s uses are held by pending orders until their hold ends', async () => {
    const { master, event, variantId } = await dateOnSale(testApp);
    const code = await master.post('/api/client/promo', {
      code: 'TWOOFF',
      percentageAmount: null,
      fixedAmount: 200,
      validUntil: inDays(30),
      appliesAtAll: true,
      maxUses: 2,
    });
    expect(code.status).toBe(200);
    const usedCount = async () =>
      (await master.get(`/api/client/promo/${code.body.id}`)).body.usedCount as number;

    const first = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 2 }], {
      ...guest(),
      promoCode: 'twooff',
    });
    expect(first.total).toBe(2 * 1300);
    expect((await ordersOf(event.id))[0]).toMatchObject({
      applied_promo: 'TWOOFF',
      total_pence: 2600,
      discount_pence: 400,
    });
    expect(await usedCount()).toBe(2);

    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
    const refused = await checkout(customer, held.body.id, { ...guest(), promoCode: 'TWOOFF' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.promoCode).toBe('This code is not valid for this event.');

    await expireHold(first.holdId);
    expect(await usedCount()).toBe(0);
    const priced = await checkout(customer, held.body.id, { ...guest(), promoCode: 'TWOOFF' });
    expect(priced.status).toBe(201);
    expect(priced.body.total).toBe(1300);
    await testPay(customer, priced.body.orderId);
    expect(await usedCount()).toBe(1);
    expect(
      (await ticketsOf(event.id)).map((t) => [t.price_pence, t.discount_pence, t.promo_code_id]),
    ).toEqual([[1500, 200, code.body.id]]);
  });

  it('refunds a late payment whose code has no use left, though its places are there', async () => {
    const { master, event, variantId } = await dateOnSale(testApp);
    await master.post('/api/client/promo', {
      code: 'ONCE',
      percentageAmount: 10,
      fixedAmount: null,
      validUntil: inDays(30),
      appliesAtAll: true,
      maxUses: 1,
    });
    const late = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }], {
      ...guest(),
      promoCode: 'ONCE',
    });
    await expireHold(late.holdId);
    const other = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }], {
      ...guest(),
      promoCode: 'ONCE',
    });
    await testPay(other.customer, other.orderId);
    const answer = await testPay(late.customer, late.orderId);
    expect(answer.body).toMatchObject({ status: 'refunded', tickets: [] });
    expect(await ticketsOf(event.id)).toHaveLength(1);
  });

  it('refunds a payment for an order cancelled before it was paid', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    await testApp.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', order.orderId)
      .execute();
    expect((await testPay(order.customer, order.orderId)).body).toMatchObject({
      status: 'refunded',
      tickets: [],
    });
    expect(await ticketsOf(event.id)).toEqual([]);
  });

  it('draws on the public per-address rate limit', async () => {
    const limited = await startTestApp(
      { rateLimit: { publicPerMinute: 5, pdfPerMinute: 0, promoPerMinute: 0 } },
      { database },
    );
    try {
      const customer = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await checkout(customer, crypto.randomUUID(), guest())).status);
      expect(statuses).toContain(404);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is refused without the CSRF token, like every public POST', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
    const forged = await customer.post(`/api/public/holds/${held.body.id}/checkout`, guest(), {
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(await ordersOf(event.id)).toEqual([]);
  });
});

describe('an abandoned checkout', () => {
  it('holds back no delete of its ticket type or date, while an order that holds a sale does', async () => {
    const { master, event, variants } = await dateOnSale(testApp, {
      variants: [
        { name: 'Standard', price: 1500, max: 50 },
        { name: 'VIP', price: 3000, max: 10 },
      ],
    });
    const [standard, vip] = [variants[0].id as string, variants[1].id as string];
    const abandoned = await holdAndCheckout(testApp, event.id, [{ identity: vip, quantity: 1 }]);
    expect((await master.post(`/api/client/ticket-variant/${vip}/delete`)).status).toBe(409);
    await testCancel(abandoned.customer, abandoned.orderId);
    expect((await master.post(`/api/client/ticket-variant/${vip}/delete`)).status).toBe(200);
    expect((await testApp.client().get(`/api/public/orders/${abandoned.orderId}`)).status).toBe(404);

    const refunded = await holdAndCheckout(testApp, event.id, [{ identity: standard, quantity: 1 }]);
    await testApp.db
      .updateTable('orders')
      .set({ status: 'refunded' })
      .where('id', '=', refunded.orderId)
      .execute();
    await testApp.db
      .updateTable('holds')
      .set({ released_at: new Date() })
      .where('id', '=', refunded.holdId)
      .execute();
    const kept = await master.post(`/api/client/event/${event.id}/delete`);
    expect(kept.status).toBe(409);
    await testApp.db
      .updateTable('orders')
      .set({ status: 'expired' })
      .where('id', '=', refunded.orderId)
      .execute();
    expect((await master.post(`/api/client/event/${event.id}/delete`)).status).toBe(200);
  });
});

describe('promo codes at checkout cannot be guessed (issue 28 §4)', () => {
  const newCode = (master: TestClient, change: object) =>
    master.post('/api/client/promo', {
      code: 'FIVEOFF',
      percentageAmount: null,
      fixedAmount: 500,
      validUntil: inDays(30),
      appliesAtAll: true,
      maxUses: null,
      ...change,
    });

  it('answers one message for every code that cannot be used, and prices with one that can', async () => {
    const { master, event, variantId } = await dateOnSale(testApp);
    const other = await createActivityWithDate(master);
    await newCode(master, { code: 'OTHERS', appliesAtAll: false, appliesAtActivities: [other.activity.id] });
    const deleted = (await newCode(master, { code: 'DELETED' })).body;
    await master.post(`/api/client/promo/delete/${deleted.id}`);
    const expired = (await newCode(master, { code: 'EXPIRED' })).body;
    await testApp.db
      .updateTable('promo_codes')
      .set({ valid_until: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    await newCode(master, { code: 'ONCE', maxUses: 1 });
    await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }], {
      ...guest(),
      promoCode: 'ONCE',
    });
    await newCode(master, { code: 'GOOD' });

    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
    const answers = [];
    for (const promoCode of ['NOSUCH', 'DELETED', 'EXPIRED', 'OTHERS', 'ONCE']) {
      const answer = await checkout(customer, held.body.id, { ...guest(), promoCode });
      answers.push({ promoCode, status: answer.status, body: answer.body });
    }
    const one = {
      status: 400,
      body: {
        message: 'This code is not valid for this event.',
        errors: { promoCode: 'This code is not valid for this event.' },
      },
    };
    expect(answers).toEqual(answers.map(({ promoCode }) => ({ promoCode, ...one })));
    const priced = await checkout(customer, held.body.id, { ...guest(), promoCode: 'GOOD' });
    expect(priced.status).toBe(201);
    expect(priced.body.total).toBe(1000);
  });

  it('draws on the public promo check’s per-address budget; a checkout without a code does not', async () => {
    const promoLimited = await startTestApp(
      { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 4 } },
      { database },
    );
    try {
      const { event, variantId } = await dateOnSale(promoLimited);
      const customer = promoLimited.client();
      const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 1 }]);
      const tryCheck = async () =>
        (await customer.post(`/api/public/event/${event.id}/promo`, { code: 'GUESS' })).status;
      const tryCheckout = async (promoCode: string | null) =>
        (await checkout(customer, held.body.id, { ...guest(), promoCode })).status;
      expect([
        await tryCheck(),
        await tryCheckout('GUESS1'),
        await tryCheck(),
        await tryCheckout('GUESS2'),
      ]).toEqual([404, 400, 404, 400]);
      const spent = await checkout(customer, held.body.id, { ...guest(), promoCode: 'GUESS3' });
      expect(spent.status).toBe(429);
      expect(spent.body.message).toBe('Too many requests. Please wait a minute and try again.');
      expect(await tryCheck()).toBe(429);
      expect(await tryCheckout(null)).toBe(201);
    } finally {
      await promoLimited.close();
    }
  });
});

describe('a payment provider that fails', () => {
  it('answers 503 and leaves nothing held: the order expired, its hold released', async () => {
    const failing: PaymentProvider = {
      name: 'test',
      createPayment: async () => {
        throw new Error('provider down');
      },
      refund: async () => {},
      expirePayment: async () => {},
    };
    const app = await startTestApp(NO_RATE_LIMIT, { database, payments: failing });
    try {
      const { master, event, variantId } = await dateOnSale(app);
      const customer = app.client();
      const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 2 }]);
      const answer = await checkout(customer, held.body.id, guest());
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('The payment could not be started. Please try again in a moment.');
      expect(await reservedOf(master, variantId)).toBe(0);
      const [order] = await ordersOf(event.id);
      expect(order).toMatchObject({ status: 'expired', payment_session_id: null });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/public/orders/{orderId} and the test payment API', () => {
  it('answers 404 for an unknown order', async () => {
    const client = testApp.client();
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      expect((await client.get(`/api/public/orders/${id}`)).status).toBe(404);
      expect((await testPay(client, id)).status).toBe(404);
      expect((await testCancel(client, id)).status).toBe(404);
    }
  });

  it('answers 404 to Pay and Cancel whenever a real provider is configured', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const order = await holdAndCheckout(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    const stripe = {
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: 'http://127.0.0.1:9',
      connect: false,
    };
    const configured = await startTestApp(
      { ...NO_RATE_LIMIT, stripe },
      {
        database,
        payments: {
          name: 'stripe',
          createPayment: async () => ({ sessionId: 's', url: 'u' }),
          refund: async () => {},
          expirePayment: async () => {},
        },
      },
    );
    try {
      const client = configured.client();
      expect((await testPay(client, order.orderId)).status).toBe(404);
      expect((await testCancel(client, order.orderId)).status).toBe(404);
      expect((await client.get(`/api/public/orders/${order.orderId}`)).body.status).toBe('pending');
    } finally {
      await configured.close();
    }
  });
});
