import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, inDays } from '../../../test/activity-fixtures';
import { uniqueReceiver } from '../../../test/delivery-fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function onSale() {
  const organizationId = await createOrganisation(testApp.db);
  const master = await signedInClient(testApp, organizationId, 'master');
  const date = await createActivityWithDate(master, {
    published: true,
    variants: [
      { name: 'Standard', price: 1500, max: 100 },
      { name: 'VIP', price: 3500, max: 20 },
    ],
  });
  return { organizationId, master, ...date };
}

const newCode = (client: Client, change: object = {}) =>
  client.post('/api/client/promo', {
    code: 'FIVEOFF',
    percentageAmount: null,
    fixedAmount: 500,
    validUntil: inDays(30),
    appliesAtAll: true,
    ...change,
  });

function cashOrder(client: Client, items: { identity: string; quantity: number }[], promoCode?: string) {
  const { phone, email } = uniqueReceiver();
  return client.post('/api/client/order/free', {
    phoneNumber: phone,
    email,
    fullName: 'Mary Seacole',
    customField1: 'None',
    items,
    promoCode,
  });
}

const ticketsOf = (eventId: string) =>
  testApp.db
    .selectFrom('tickets')
    .select(['price_pence', 'discount_pence', 'promo_code_id'])
    .where('event_id', '=', eventId)
    .execute();

describe('a cash order priced with a promo code', () => {
  it("emails a receipt of each line, the code's discount and the total paid", async () => {
    const { organizationId, master, variants } = await onSale();
    await newCode(master, { appliesAtAll: false, appliesAtTicketVariants: [variants[0].id] });
    const order = await cashOrder(
      master,
      [
        { identity: variants[0].id, quantity: 2 },
        { identity: variants[1].id, quantity: 1 },
      ],
      'fiveoff',
    );
    expect(order.status).toBe(200);
    const email = await testApp.db
      .selectFrom('outbox_messages')
      .select(['body_text', 'body_html'])
      .where('organization_id', '=', organizationId)
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(email.body_text).toContain(
      [
        'Receipt',
        '2 × Standard at £15.00: £30.00',
        '1 × VIP at £35.00: £35.00',
        'Discount (code FIVEOFF): −£10.00',
        'Total: £55.00',
      ].join('\n'),
    );
    expect(email.body_html).toContain('Discount (code FIVEOFF): −£10.00<br>Total: £55.00');
  });

  it('takes the money off each ticket in scope, keeps the code and each price, and shows it everywhere', async () => {
    const { master, event, variants } = await onSale();
    const code = (await newCode(master, { appliesAtAll: false, appliesAtTicketVariants: [variants[0].id] }))
      .body;
    const order = await cashOrder(
      master,
      [
        { identity: variants[0].id, quantity: 2 },
        { identity: variants[1].id, quantity: 1 },
      ],
      'fiveoff',
    );
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      appliedPromo: 'FIVEOFF',
      total: 2 * 1000 + 3500,
      totalDiscount: 1000,
    });
    const stored = await testApp.db
      .selectFrom('orders')
      .select(['status', 'total_pence', 'discount_pence', 'paid_at'])
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'paid', total_pence: 5500, discount_pence: 1000 });
    expect(stored.paid_at).not.toBeNull();
    const tickets = await ticketsOf(event.id);
    expect(tickets.map((t) => [t.price_pence, t.discount_pence, t.promo_code_id]).sort()).toEqual(
      [
        [1500, 500, code.id],
        [1500, 500, code.id],
        [3500, 0, null],
      ].sort(),
    );
    const guests = (await master.get(`/api/client/check-in/${event.id}/guest-list/`)).body.guests;
    expect(guests.map((guest: { appliedPromo: string }) => guest.appliedPromo)).toEqual([
      'FIVEOFF',
      'FIVEOFF',
      'FIVEOFF',
    ]);
    const csv = (await master.get(`/api/client/check-in/${event.id}/guest-list/csv`)).text;
    expect(csv.split('\n')[1]).toContain(',FIVEOFF,');
    const externalId = order.body.tickets[0].ticketExternalId;
    expect((await testApp.client().get(`/api/public/ticket/${externalId}`)).body.appliedPromo).toBe(
      'FIVEOFF',
    );
    const used = (await master.get(`/api/client/promo/${code.id}`)).body;
    expect(used).toMatchObject({ usedCount: 2, discountTotal: 1000 });
  });

  it('takes a percentage to the nearest penny and never below 0', async () => {
    const { master, event, variants } = await onSale();
    await newCode(master, { code: 'THIRD', fixedAmount: null, percentageAmount: 33 });
    const order = await cashOrder(master, [{ identity: variants[0].id, quantity: 1 }], 'THIRD');
    expect(order.body).toMatchObject({ total: 1005, totalDiscount: 495 });
    await newCode(master, { code: 'HUGE', fixedAmount: 100_000 });
    const free = await cashOrder(master, [{ identity: variants[1].id, quantity: 1 }], 'HUGE');
    expect(free.body).toMatchObject({ total: 0, totalDiscount: 3500 });
    expect((await ticketsOf(event.id)).map((t) => t.price_pence - t.discount_pence).sort()).toEqual([
      0, 1005,
    ]);
  });

  it.each([
    ['an unknown code', 'NOSUCH', 'This promo code does not exist.'],
    ['a deleted code', 'DELETED', 'This promo code does not exist.'],
    ['an expired code', 'EXPIRED', 'This promo code has expired.'],
    ['a code for other tickets', 'OTHERS', 'This promo code is not for these tickets.'],
  ])('never discounts with %s: 400 on promoCode, nothing issued', async (_, promoCode, message) => {
    const { master, event, variants } = await onSale();
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
    const order = await cashOrder(master, [{ identity: variants[0].id, quantity: 1 }], promoCode);
    expect(order.status).toBe(400);
    expect(order.body.errors.promoCode).toBe(message);
    expect(await ticketsOf(event.id)).toEqual([]);
  });

  it('refuses an order that asks more discounted tickets than the cap has left, changing nothing', async () => {
    const { master, event, variants } = await onSale();
    const code = (await newCode(master, { maxUses: 3 })).body;
    expect((await cashOrder(master, [{ identity: variants[0].id, quantity: 2 }], 'FIVEOFF')).status).toBe(
      200,
    );
    const tooMany = await cashOrder(master, [{ identity: variants[0].id, quantity: 2 }], 'FIVEOFF');
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors.promoCode).toBe('This promo code can discount only 1 more ticket(s).');
    expect(await ticketsOf(event.id)).toHaveLength(2);
    expect((await cashOrder(master, [{ identity: variants[0].id, quantity: 1 }], 'FIVEOFF')).status).toBe(
      200,
    );
    const usedUp = await cashOrder(master, [{ identity: variants[0].id, quantity: 1 }], 'FIVEOFF');
    expect(usedUp.body.errors.promoCode).toBe('This promo code has been used up.');
    expect((await master.get(`/api/client/promo/${code.id}`)).body).toMatchObject({
      usedCount: 3,
      maxUses: 3,
    });
  });
});

describe('checking a code for the free and cash tickets screen', () => {
  it("answers each ticket type's price with the code and the uses left, or why it cannot be used", async () => {
    const { master, event, variants } = await onSale();
    await newCode(master, { maxUses: 5, appliesAtAll: false, appliesAtTicketVariants: [variants[1].id] });
    const check = (code: string) => master.post('/api/client/promo/check', { eventId: event.id, code });
    const ok = await check('fiveoff');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      code: 'FIVEOFF',
      percentageAmount: null,
      fixedAmount: 500,
      usesLeft: 5,
      ticketVariants: [
        { id: variants[0].id, price: 1500, discountedPrice: 1500, isInScope: false },
        { id: variants[1].id, price: 3500, discountedPrice: 3000, isInScope: true },
      ],
    });
    expect((await check('NOSUCH')).body.message).toBe('This promo code does not exist.');
    const other = await createActivityWithDate(master);
    await newCode(master, { code: 'ELSEWHERE', appliesAtAll: false, appliesAtEvents: [other.event.id] });
    expect((await check('ELSEWHERE')).body.message).toBe('This promo code is not for these tickets.');
    const admin = await signedInClient(
      testApp,
      (await master.get('/api/client/user')).body.currentOrg.guid,
      'admin',
    );
    // The free and cash tickets screen is ROLE_MASTER's (§6), so is its code check.
    expect((await admin.post('/api/client/promo/check', { eventId: event.id, code: 'FIVEOFF' })).status).toBe(
      403,
    );
  });
});

describe('the public code field (POST /api/public/event/{eventId}/promo)', () => {
  it('shows discounted prices for a usable code and one 404 for anything else, signed out', async () => {
    const { master, event, variants } = await onSale();
    await newCode(master, { code: 'PUBLIC', fixedAmount: null, percentageAmount: 10 });
    const capped = (await newCode(master, { code: 'CAPPED', maxUses: 1 })).body;
    await cashOrder(master, [{ identity: variants[0].id, quantity: 1 }], 'CAPPED');
    const gone = (await newCode(master, { code: 'GONE' })).body;
    await master.post(`/api/client/promo/delete/${gone.id}`);
    const visitor = testApp.client();
    const apply = (code: string) => visitor.post(`/api/public/event/${event.id}/promo`, { code });
    const ok = await apply('public');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      code: 'PUBLIC',
      ticketVariants: [
        { id: variants[0].id, price: 1500, discountedPrice: 1350, isInScope: true },
        { id: variants[1].id, price: 3500, discountedPrice: 3150, isInScope: true },
      ],
    });
    for (const code of ['NOSUCH', 'GONE', 'CAPPED']) {
      const refused = await apply(code);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'This code is not valid for this event.' });
    }
    expect(capped.maxUses).toBe(1);
  });
});
