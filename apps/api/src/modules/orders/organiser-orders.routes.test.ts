import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { londonDay } from '@usher/contract/london-time';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { guest, holdAndCheckout, testPay } from '../../../test/checkout-fixtures';
import { uniqueReceiver } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient, type RoleSet } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { TestClient } from '../../../test/test-client';
import type { PaymentProvider } from '../payments/payment-provider';

// The organiser's side of online sales (issue 16 §3): a date's sales per channel and per day, its orders with
// search, cancel and refund, through the routes on the real database. The race is in organiser-orders-races.test.ts.
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

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** A published date with a £10.50 type (capacity-limited to `max`) and a free one, its master signed in. */
async function dateWithTypes(app: TestApp = testApp, max = 80) {
  const organizationId = await createOrganisation(app.db);
  const master = await signedInClient(app, organizationId, 'master');
  const created = await createActivityWithDate(master, {
    published: true,
    variants: [
      { name: 'Standard', price: 1050, max },
      { name: 'Guest list', price: 0, max: 20 },
    ],
  });
  return {
    organizationId,
    master,
    event: created.event,
    paid: created.variants[0].id as string,
    free: created.variants[1].id as string,
  };
}

/** Free or cash tickets issued by the organiser (cash when they have a price to collect). */
async function issue(client: Client, variantId: string, quantity: number, who: Record<string, unknown> = {}) {
  const { phone, email } = uniqueReceiver();
  const response = await client.post('/api/client/order/free', {
    phoneNumber: phone,
    email,
    fullName: 'Walk In',
    customField1: 'None',
    address: null,
    items: [{ identity: variantId, quantity }],
    ...who,
  });
  if (response.status !== 200) throw new Error(`order failed: ${response.status} ${response.text}`);
  return response.body.orderReference as string;
}

/** An online order paid on the test payment page: channel `test`, apart from the money (issue 28 §1). */
async function buyOnline(eventId: string, variantId: string, quantity: number, body = guest()) {
  const order = await holdAndCheckout(testApp, eventId, [{ identity: variantId, quantity }], body);
  const paid = await testPay(order.customer, order.orderId);
  if (paid.status !== 200) throw new Error(`pay failed: ${paid.status} ${paid.text}`);
  return order;
}

const salesOf = (client: TestClient, eventId: string) => client.get(`/api/client/event/${eventId}/sales`);
const ordersOf = (client: TestClient, eventId: string, search = '') =>
  client.get(`/api/client/event/${eventId}/orders?search=${encodeURIComponent(search)}`);
const cancel = (client: TestClient, reference: string) =>
  client.post(`/api/client/order/${reference}/cancel`);
const refund = (client: TestClient, reference: string) =>
  client.post(`/api/client/order/${reference}/refund`);
const variantOf = async (client: TestClient, variantId: string) =>
  (await client.get(`/api/client/ticket-variant/${variantId}`)).body as {
    orderCount: number;
    reservedCount: number;
  };
const codesOf = (orderReference: string) =>
  testApp.db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select(['tickets.check_in_code as code', 'tickets.status'])
    .where('orders.reference', '=', orderReference)
    .execute();
const scan = (client: TestClient, eventId: string, code: string) =>
  client.post(`/api/client/check-in/${eventId}/check-in/${encodeURIComponent(code)}`);

describe('GET /api/client/event/{eventId}/sales', () => {
  it('sums each channel’s valid tickets, gross, fee and net, and tickets per London day, test payments apart', async () => {
    const { master, event, paid, free } = await dateWithTypes();
    await buyOnline(event.id, paid, 3); // on the test payment page: no money, so apart
    await holdAndCheckout(testApp, event.id, [{ identity: paid, quantity: 2 }]); // pending: not sold
    const cash = await issue(master, paid, 1); // £10.50 to collect at the door: cash
    await issue(master, free, 2);
    // The cash order was made yesterday (London), so the chart has two days.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await testApp.db
      .updateTable('orders')
      .set({ paid_at: yesterday })
      .where('reference', '=', cash)
      .execute();

    const response = await salesOf(master, event.id);
    expect(response.status).toBe(200);
    // The online fee per ticket is in test-channel.routes.test.ts, with a card payment through Stripe.
    expect(response.body.channels).toEqual([
      { channel: 'online', tickets: 0, gross: 0, fee: 0, net: 0 },
      { channel: 'cash', tickets: 1, gross: 1050, fee: 0, net: 1050 },
      { channel: 'free', tickets: 2, gross: 0, fee: 0, net: 0 },
    ]);
    expect(response.body.testPayments).toEqual({ tickets: 3, value: 3150 });
    expect(response.body.perDay).toEqual([
      { date: londonDay(yesterday), tickets: 1 },
      { date: londonDay(new Date()), tickets: 2 },
    ]);
  });

  it('answers every channel with zeros and no days before anything is sold', async () => {
    const { master, event } = await dateWithTypes();
    const response = await salesOf(master, event.id);
    expect(response.body).toEqual({
      channels: ['online', 'cash', 'free'].map((channel) => ({
        channel,
        tickets: 0,
        gross: 0,
        fee: 0,
        net: 0,
      })),
      perDay: [],
      testPayments: { tickets: 0, value: 0 },
      disputedOrders: 0,
    });
  });
});

describe('GET /api/client/event/{eventId}/orders', () => {
  it('lists the date’s orders newest first, pending and expired ones too, with channel, status and totals', async () => {
    const { master, event, paid, free } = await dateWithTypes();
    const online = await buyOnline(event.id, paid, 2);
    const pending = await holdAndCheckout(testApp, event.id, [{ identity: paid, quantity: 1 }]);
    const abandoned = await holdAndCheckout(testApp, event.id, [{ identity: paid, quantity: 1 }]);
    await abandoned.customer.post(`/api/public/test-payments/${abandoned.orderId}/cancel`);
    const freeReference = await issue(master, free, 1);

    const { orders } = (await ordersOf(master, event.id)).body;
    expect(orders.map((o: { orderReference: string }) => o.orderReference)).toEqual([
      freeReference,
      abandoned.orderReference,
      pending.orderReference,
      online.orderReference,
    ]);
    expect(orders[0]).toMatchObject({ channel: 'free', status: 'paid', tickets: 1, total: 0, discount: 0 });
    expect(orders[1]).toMatchObject({ channel: 'test', status: 'expired', tickets: 1, total: 1050 });
    expect(orders[2]).toMatchObject({ channel: 'test', status: 'pending', tickets: 1 });
    expect(orders[3]).toMatchObject({
      channel: 'test',
      status: 'paid',
      tickets: 2,
      total: 2100,
      discount: 0,
      fullName: 'Mary Seacole',
    });
    expect(Date.parse(orders[3].createdAt)).not.toBeNaN();
  });

  it('finds orders by name, email, phone (by its digits) or reference, in any case', async () => {
    const { master, event, free } = await dateWithTypes();
    const ada = await issue(master, free, 1, {
      fullName: 'Ada Lovelace',
      email: 'ada@analytical.test',
      phoneNumber: '+447700900901',
    });
    const grace = await issue(master, free, 1, {
      fullName: 'Grace Hopper',
      email: 'grace@cobol.test',
      phoneNumber: '+447700900902',
    });
    const found = async (search: string) =>
      (await ordersOf(master, event.id, search)).body.orders.map(
        (o: { orderReference: string }) => o.orderReference,
      );
    expect(await found('lovelace')).toEqual([ada]);
    expect(await found('COBOL')).toEqual([grace]);
    expect(await found('07700 900902')).toEqual([grace]);
    expect(await found(ada.toLowerCase())).toEqual([ada]);
    expect(await found('nobody')).toEqual([]);
    expect(await found('')).toEqual([grace, ada]);
  });
});

describe('POST /api/client/order/{orderReference}/cancel', () => {
  it('cancels the tickets: they answer red at the door, leave every count and free their places', async () => {
    const { master, event, paid } = await dateWithTypes(testApp, 3);
    const kept = await issue(master, paid, 1);
    const cancelled = await issue(master, paid, 2);
    expect(await variantOf(master, paid)).toMatchObject({ orderCount: 3 });
    await expect(issue(master, paid, 1)).rejects.toThrow(/409/);

    const response = await cancel(master, cancelled);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ orderReference: cancelled, status: 'cancelled', tickets: 2 });
    expect(await variantOf(master, paid)).toMatchObject({ orderCount: 1, reservedCount: 0 });
    const sales = (await salesOf(master, event.id)).body;
    expect(sales.channels[1]).toMatchObject({ channel: 'cash', tickets: 1, gross: 1050 });
    await issue(master, paid, 2);

    const [cancelledTicket] = await codesOf(cancelled);
    expect(cancelledTicket!.status).toBe('cancelled');
    const red = await scan(master, event.id, cancelledTicket!.code);
    expect(red.body).toEqual({ color: 'red', message: MESSAGES.ticketCancelled });
    const [keptTicket] = await codesOf(kept);
    expect((await scan(master, event.id, keptTicket!.code)).body.color).toBe('green');

    const again = await cancel(master, cancelled);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.orderAlreadyEnded);
  });

  it('cancels a pending online order and releases its hold at once', async () => {
    const { master, paid, event } = await dateWithTypes();
    const pending = await holdAndCheckout(testApp, event.id, [{ identity: paid, quantity: 2 }]);
    expect(await variantOf(master, paid)).toMatchObject({ reservedCount: 2 });
    const response = await cancel(master, pending.orderReference);
    expect(response.body).toMatchObject({ status: 'cancelled', channel: 'test' });
    expect(await variantOf(master, paid)).toMatchObject({ reservedCount: 0, orderCount: 0 });
  });
});

describe('POST /api/client/order/{orderReference}/refund', () => {
  it('refunds a test-paid order: refunded, tickets cancelled, places free; a second refund is 409', async () => {
    const { master, event, paid } = await dateWithTypes();
    const online = await buyOnline(event.id, paid, 2);
    expect(await variantOf(master, paid)).toMatchObject({ orderCount: 2 });
    const response = await refund(master, online.orderReference);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'refunded', channel: 'test', tickets: 2, total: 2100 });
    expect(await variantOf(master, paid)).toMatchObject({ orderCount: 0, reservedCount: 0 });
    const row = await testApp.db
      .selectFrom('orders')
      .select(['status', 'refunded_at'])
      .where('id', '=', online.orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
    expect(row.refunded_at).not.toBeNull();
    expect((await codesOf(online.orderReference)).every((t) => t.status === 'cancelled')).toBe(true);
    expect((await refund(master, online.orderReference)).status).toBe(409);
    expect((await cancel(master, online.orderReference)).status).toBe(409);
  });

  it('refuses (409) a cash order, a free one and a pending online order, changing nothing', async () => {
    const { master, event, paid, free } = await dateWithTypes();
    const cash = await issue(master, paid, 1);
    const freeOrder = await issue(master, free, 1);
    const pending = await holdAndCheckout(testApp, event.id, [{ identity: paid, quantity: 1 }]);
    for (const reference of [cash, freeOrder, pending.orderReference]) {
      const response = await refund(master, reference);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(MESSAGES.orderNotRefundable);
    }
    expect(await variantOf(master, paid)).toMatchObject({ orderCount: 1, reservedCount: 1 });
  });

  it('answers 503 and changes nothing when the provider’s refund fails', async () => {
    const failing: PaymentProvider = {
      name: 'test',
      createPayment: testApp.app.payments.createPayment,
      refund: async () => {
        throw new Error('provider down');
      },
      expirePayment: async () => {},
    };
    const app = await startTestApp(NO_RATE_LIMIT, { database, payments: failing });
    try {
      const { master, event, paid } = await dateWithTypes(app);
      const order = await holdAndCheckout(app, event.id, [{ identity: paid, quantity: 1 }]);
      await testPay(order.customer, order.orderId);
      const response = await refund(master, order.orderReference);
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(MESSAGES.refundFailed);
      const listed = (await ordersOf(master, event.id)).body.orders[0];
      expect(listed).toMatchObject({ status: 'paid' });
      expect(await variantOf(master, paid)).toMatchObject({ orderCount: 1 });
    } finally {
      await app.close();
    }
  });
});

describe('the activities list', () => {
  it('carries each activity’s valid tickets sold and gross, withheld (null) from door staff', async () => {
    const { organizationId, master, paid, free } = await dateWithTypes();
    await issue(master, paid, 2); // cash: £21.00 to collect (test payments' gross: test-channel.routes.test.ts)
    await issue(master, free, 1);
    const cancelled = await issue(master, paid, 1);
    await cancel(master, cancelled);
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const [activity] = (await admin.get('/api/client/activity/')).body.activities;
    expect(activity).toMatchObject({ ticketsSold: 3, gross: 2100 });
    const door = await signedInClient(testApp, organizationId, 'controller');
    const [seen] = (await door.get('/api/client/activity/')).body.activities;
    expect(seen).toMatchObject({ ticketsSold: null, gross: null });
  });
});

describe('the guest list and its CSV', () => {
  it('show each ticket’s channel, online tickets once their order is paid', async () => {
    const { master, event, paid, free } = await dateWithTypes();
    await buyOnline(event.id, paid, 1, { ...guest(), fullName: 'Online Buyer' });
    await holdAndCheckout(testApp, event.id, [{ identity: paid, quantity: 1 }]); // pending: no ticket yet
    await issue(master, paid, 1, { fullName: 'Cash Buyer' });
    await issue(master, free, 1, { fullName: 'Free Guest' });
    const list = (await master.get(`/api/client/check-in/${event.id}/guest-list/`)).body;
    const channels = Object.fromEntries(
      list.guests.map((g: { guestName: string; channel: string }) => [g.guestName, g.channel]),
    );
    expect(channels).toEqual({ 'Online Buyer': 'test', 'Cash Buyer': 'cash', 'Free Guest': 'free' });
    const csv = (await master.get(`/api/client/check-in/${event.id}/guest-list/csv`)).text;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const column = header!.split(',').indexOf('Channel');
    expect(column).toBeGreaterThan(-1);
    expect(rows.map((row) => row.split(',')[column]).sort()).toEqual(['cash', 'free', 'test']);
  });
});

describe('§6 and tenancy on the organiser’s sales routes', () => {
  it('lets ROLE_MASTER or ROLE_admin see sales and orders, only ROLE_MASTER with control cancel or refund', async () => {
    const { organizationId, event, paid } = await dateWithTypes();
    const online = await buyOnline(event.id, paid, 1);
    const as = (role: RoleSet) => signedInClient(testApp, organizationId, role);
    const expectStatuses = async (client: TestClient, expected: number[]) => {
      const answers = await Promise.all([
        salesOf(client, event.id),
        ordersOf(client, event.id),
        cancel(client, online.orderReference),
        refund(client, online.orderReference),
      ]);
      expect(answers.map((a) => a.status)).toEqual(expected);
    };
    await expectStatuses(await as('admin'), [200, 200, 403, 403]);
    await expectStatuses(await as('masterWithoutControl'), [200, 200, 403, 403]);
    await expectStatuses(await as('controller'), [403, 403, 403, 403]);
    await expectStatuses(await as('none'), [403, 403, 403, 403]);
    expect((await ordersOf(await as('master'), event.id)).body.orders[0].status).toBe('paid');
  });

  it('answers 404 for another organiser’s date or order, changing nothing', async () => {
    const { event, paid } = await dateWithTypes();
    const online = await buyOnline(event.id, paid, 1);
    const other = await dateWithTypes();
    const answers = await Promise.all([
      salesOf(other.master, event.id),
      ordersOf(other.master, event.id),
      cancel(other.master, online.orderReference),
      refund(other.master, online.orderReference),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    const status = await testApp.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', online.orderId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('paid');
  });

  it('answers 404 for a reference that cannot be one', async () => {
    const { master } = await dateWithTypes();
    expect((await cancel(master, 'not-a-reference')).status).toBe(404);
  });
});
