import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDay } from '@usher/contract/london-time';
import { guest, holdAndCheckout, testPay } from '../../../test/checkout-fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackStripe, type LoopbackStripe } from '../../../test/loopback-stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

// Issue 28 §1: an order "paid" on the test payment page is its own channel, `test`: listed and scannable, but no
// money, so in no gross, fee or net, and shown apart. One database, two apps: one taking card payments through a
// loopback Stripe, one with the test payment page (TEST_PAYMENTS=true); the same date sells through both.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

let stripe: LoopbackStripe;
let database: TestDatabase;
let byStripe: TestApp;
let byTestPage: TestApp;
beforeAll(async () => {
  [stripe, database] = await Promise.all([startLoopbackStripe(), createTestDatabase()]);
  byStripe = await startTestApp({ ...NO_RATE_LIMIT, stripe: stripe.config }, { database });
  byTestPage = await startTestApp(NO_RATE_LIMIT, { database });
});
afterAll(async () => {
  await byStripe?.close();
  await byTestPage?.close();
  await database?.drop();
  await stripe?.close();
});

/** A customer pays `quantity` tickets through Stripe: the checkout, then Stripe's signed webhook. */
async function buyByCard(eventId: string, variantId: string, quantity: number, fullName: string) {
  const order = await holdAndCheckout(byStripe, eventId, [{ identity: variantId, quantity }], {
    ...guest(),
    fullName,
  });
  const row = await database.db
    .selectFrom('orders')
    .select('payment_session_id')
    .where('id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  const delivered = await stripe.deliver(byStripe.baseUrl, stripe.completeSession(row.payment_session_id!));
  if (delivered.status !== 200) throw new Error(`webhook failed: ${delivered.status}`);
  return order;
}

/** A customer "pays" `quantity` tickets on the test payment page. */
async function buyOnTestPage(eventId: string, variantId: string, quantity: number, fullName: string) {
  const order = await holdAndCheckout(byTestPage, eventId, [{ identity: variantId, quantity }], {
    ...guest(),
    fullName,
  });
  const paid = await testPay(order.customer, order.orderId);
  if (paid.status !== 200) throw new Error(`test pay failed: ${paid.status} ${paid.text}`);
  return { ...order, tickets: paid.body.tickets as { qrLink: string }[] };
}

describe('orders paid on the test payment page', () => {
  it('are listed and scan green as channel test, in no gross, fee, net or day, and the date’s sales show them apart', async () => {
    const organizationId = await createOrganisation(database.db);
    const master = await signedInClient(byStripe, organizationId, 'master');
    const { event, variants } = await createActivityWithDate(master, {
      published: true,
      variants: [{ name: 'Standard', price: 1050, max: 40 }],
    });
    const standard = variants[0].id as string;
    const card = await buyByCard(event.id, standard, 3, 'Carla Card');
    const fake = await buyOnTestPage(event.id, standard, 2, 'Tess Test');

    const sales = (await master.get(`/api/client/event/${event.id}/sales`)).body;
    // 0.99 % of £10.50 is 10.395p: 10p a ticket, 30p for three (31p if the total were rounded once).
    expect(sales.channels).toEqual([
      { channel: 'online', tickets: 3, gross: 3150, fee: 30, net: 3120 },
      { channel: 'cash', tickets: 0, gross: 0, fee: 0, net: 0 },
      { channel: 'free', tickets: 0, gross: 0, fee: 0, net: 0 },
    ]);
    expect(sales.testPayments).toEqual({ tickets: 2, value: 2100 });
    expect(sales.perDay).toEqual([{ date: londonDay(new Date()), tickets: 3 }]);

    const { orders } = (await master.get(`/api/client/event/${event.id}/orders`)).body;
    const channelOf = Object.fromEntries(
      orders.map((o: { orderReference: string; channel: string }) => [o.orderReference, o.channel]),
    );
    expect(channelOf).toEqual({ [card.orderReference]: 'online', [fake.orderReference]: 'test' });

    const scan = await master.post(
      `/api/client/check-in/${event.id}/check-in/${encodeURIComponent(fake.tickets[0]!.qrLink)}`,
    );
    expect(scan.body.color).toBe('green');

    const [activity] = (await master.get('/api/client/activity/')).body.activities;
    expect(activity).toMatchObject({ ticketsSold: 5, gross: 3150 });

    const list = (await master.get(`/api/client/check-in/${event.id}/guest-list/`)).body;
    const guestChannels = list.guests.map(
      (g: { guestName: string; channel: string }) => `${g.guestName}:${g.channel}`,
    );
    expect(guestChannels.sort()).toEqual([
      ...Array(3).fill('Carla Card:online'),
      'Tess Test:test',
      'Tess Test:test',
    ]);
    const csv = (await master.get(`/api/client/check-in/${event.id}/guest-list/csv`)).text;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const column = header!.split(',').indexOf('Channel');
    expect(rows.map((row) => row.split(',')[column]).sort()).toEqual([
      'online',
      'online',
      'online',
      'test',
      'test',
    ]);
  });
});
