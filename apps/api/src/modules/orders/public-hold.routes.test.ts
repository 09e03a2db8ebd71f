import { untilAnswered } from '../../../test/until-answered';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, inDays } from '../../../test/activity-fixtures';
import { uniqueReceiver } from '../../../test/delivery-fixtures';
import { WithoutEventLocks } from '../../../test/race-seams';

// A customer's hold reserves places in every stock check until it is released or expires. The race at the end
// runs on PostgreSQL with a control run on the same database, the date's lock taken out of the SQL.
const isPostgres = testDatabaseKind === 'postgres';
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };
// The race's 300 customers all come from the loopback address: the per-address hold limit is off there.
const NO_HOLD_LIMIT = { ...NO_RATE_LIMIT, holdLimitPerAddress: 0 };
/** A control run goes on until the race shows, up to this many rounds. */
const CONTROL_ROUNDS = 6;

let database: TestDatabase;
let testApp: TestApp;
let unlocked: TestApp;
/** The default hold limit (10 live holds per client address and date), the client named by X-Forwarded-For. */
let limited: TestApp;
let limitedUnlocked: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(NO_HOLD_LIMIT, { database });
  unlocked = await startTestApp(NO_HOLD_LIMIT, { database, databasePlugins: [new WithoutEventLocks()] });
  limited = await startTestApp({ ...NO_RATE_LIMIT, trustProxy: true }, { database });
  limitedUnlocked = await startTestApp(
    { ...NO_RATE_LIMIT, trustProxy: true },
    { database, databasePlugins: [new WithoutEventLocks()] },
  );
});
afterAll(async () => {
  await Promise.all([testApp.close(), unlocked.close(), limited.close(), limitedUnlocked.close()]);
  await database.drop();
});

async function onSaleDate(app: TestApp, capacity: number, options: { startAt?: string } = {}) {
  const organizationId = await createOrganisation(app.db);
  const master = await signedInClient(app, organizationId, 'master');
  const created = await createActivityWithDate(master, {
    capacity,
    variants: [{ name: 'Standard', price: 1500, max: 1000 }],
    published: true,
    ...options,
  });
  return { master, organizationId, variantId: created.variants[0].id as string, ...created };
}

const hold = (app: TestApp, eventId: string, items: { identity: string; quantity: number }[]) =>
  app.client().post(`/api/public/event/${eventId}/holds`, { items });

const release = (app: TestApp, holdId: string) => app.client().post(`/api/public/holds/${holdId}/release`);

const freeOrder = (master: Awaited<ReturnType<typeof signedInClient>>, variantId: string, quantity = 1) => {
  const { phone, email } = uniqueReceiver();
  return master.post('/api/client/order/free', {
    phoneNumber: phone,
    email,
    address: null,
    fullName: 'Mary Seacole',
    customField1: 'None',
    items: [{ identity: variantId, quantity }],
  });
};

const reservedOf = async (master: Awaited<ReturnType<typeof signedInClient>>, variantId: string) =>
  (await master.get(`/api/client/ticket-variant/${variantId}`)).body.reservedCount;

describe('POST /api/public/event/{eventId}/holds', () => {
  it('holds the last places: another customer and the organiser’s free order are refused', async () => {
    const { master, event, variantId } = await onSaleDate(testApp, 3);
    const held = await hold(testApp, event.id, [{ identity: variantId, quantity: 3 }]);
    expect(held.status).toBe(201);
    expect(held.body).toEqual({
      id: expect.any(String),
      expiresAt: expect.any(String),
      items: [{ identity: variantId, quantity: 3 }],
    });
    const left = Date.parse(held.body.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(800 * 1000);
    expect(left).toBeLessThanOrEqual(900 * 1000);
    expect(await reservedOf(master, variantId)).toBe(3);
    const publicPage = await testApp.client().get(`/api/public/event/${event.id}`);
    expect(publicPage.body.ticketVariants[0].reservedCount).toBe(3);

    const second = await hold(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    expect(second.status).toBe(409);
    expect(second.body.message).toEqual(expect.any(String));
    expect((await freeOrder(master, variantId)).status).toBe(409);
  });

  it('counts in the organiser’s edits: no capacity or availability cut below it, no unpublish', async () => {
    const { master, activity, event, variantId } = await onSaleDate(testApp, 10);
    expect((await hold(testApp, event.id, [{ identity: variantId, quantity: 5 }])).status).toBe(201);
    const cut = await master.post(`/api/client/event/${event.id}/update`, {
      activityId: activity.id,
      startAt: event.startAt,
      endAt: event.endAt,
      doorsOpenAt: event.doorsOpenAt,
      maxTicketCount: 4,
    });
    expect(cut.status).toBe(400);
    const availability = await master.post(`/api/client/ticket-variant/${variantId}/update`, {
      eventId: event.id,
      name: 'Standard',
      imageUrl: null,
      description: null,
      price: 1500,
      maxTicketCount: 4,
      isAffectEventTicketCount: true,
    });
    expect(availability.status).toBe(400);
    expect((await master.post(`/api/client/activity/${activity.id}/unpublish`)).status).toBe(409);
    expect((await master.get(`/api/client/activity/${activity.id}`)).body.isPublished).toBe(true);
  });

  it('answers 404 for an unknown or unpublished date and 400 for bad items, holding nothing', async () => {
    const { master, event, variantId } = await onSaleDate(testApp, 10);
    expect((await hold(testApp, crypto.randomUUID(), [{ identity: variantId, quantity: 1 }])).status).toBe(
      404,
    );
    const draft = await createActivityWithDate(master, { variants: [{ name: 'A', price: 0, max: 10 }] });
    const unpublished = await hold(testApp, draft.event.id, [
      { identity: draft.variants[0].id, quantity: 1 },
    ]);
    expect(unpublished.status).toBe(404);

    const bad = [
      [
        { identity: variantId, quantity: 1 },
        { identity: variantId, quantity: 1 },
      ],
      [{ identity: variantId, quantity: 101 }],
      [{ identity: variantId, quantity: 0 }],
      [{ identity: 'not-an-id', quantity: 1 }],
      [{ identity: draft.variants[0].id, quantity: 1 }],
    ];
    for (const items of bad) {
      const answer = await hold(testApp, event.id, items);
      expect(answer.status, JSON.stringify(items)).toBe(400);
      expect(Object.keys(answer.body.errors).some((field) => field.startsWith('items'))).toBe(true);
    }
    expect(await reservedOf(master, variantId)).toBe(0);
  });

  it('refuses paid tickets, not free ones, while Connect is on and the organiser can not take charges', async () => {
    const { master, event, variantId, organizationId } = await onSaleDate(testApp, 10);
    const free = (
      await master.post('/api/client/ticket-variant/', {
        eventId: event.id,
        name: 'Free entry',
        imageUrl: null,
        description: null,
        price: 0,
        maxTicketCount: 10,
        isAffectEventTicketCount: true,
      })
    ).body;
    const original = testApp.app.config.stripe;
    try {
      testApp.app.config.stripe = {
        secretKey: 'sk',
        webhookSecret: 'wh',
        apiUrl: 'http://127.0.0.1:9',
        connect: true,
      };
      const paid = await hold(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
      expect(paid.status).toBe(409);
      expect(paid.body.message).toBe(MESSAGES.paidSaleUnavailable);
      expect(await reservedOf(master, variantId)).toBe(0);
      expect((await hold(testApp, event.id, [{ identity: free.id, quantity: 1 }])).status).toBe(201);
      await testApp.db
        .updateTable('organizations')
        .set({ stripe_charges_enabled: true })
        .where('id', '=', organizationId)
        .execute();
      expect((await hold(testApp, event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(201);
    } finally {
      testApp.app.config.stripe = original;
    }
  });

  it('answers 409 for a date that is over', async () => {
    const { event, variantId } = await onSaleDate(testApp, 10);
    await testApp.db
      .updateTable('events')
      .set({ start_at: new Date(inDays(-2)), end_at: new Date(inDays(-1)) })
      .where('id', '=', event.id)
      .execute();
    const answer = await hold(testApp, event.id, [{ identity: variantId, quantity: 1 }]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This event is over.');
  });

  it('frees the places once the hold expires, with no job run', async () => {
    const { master, event, variantId } = await onSaleDate(testApp, 2);
    const held = await hold(testApp, event.id, [{ identity: variantId, quantity: 2 }]);
    expect((await freeOrder(master, variantId)).status).toBe(409);
    await testApp.db
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', held.body.id)
      .execute();
    expect(await reservedOf(master, variantId)).toBe(0);
    expect((await freeOrder(master, variantId, 2)).status).toBe(200);
  });
  it('draws on the public per-address rate limit', async () => {
    const limited = await startTestApp(
      { rateLimit: { publicPerMinute: 5, pdfPerMinute: 0, promoPerMinute: 0 } },
      { database },
    );
    try {
      const { event, variantId } = await onSaleDate(testApp, 100);
      const visitor = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await visitor.post(`/api/public/event/${event.id}/holds`, {
          items: [{ identity: variantId, quantity: 1 }],
        });
        statuses.push(answer.status);
      }
      expect(statuses).toContain(201);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/public/holds/{holdId}/release', () => {
  it('frees the places at once, answers 200 again, and 404 for an unknown hold', async () => {
    const { master, event, variantId } = await onSaleDate(testApp, 2);
    const held = await hold(testApp, event.id, [{ identity: variantId, quantity: 2 }]);
    expect((await hold(testApp, event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(409);
    expect((await release(testApp, held.body.id)).status).toBe(200);
    expect((await release(testApp, held.body.id)).status).toBe(200);
    expect(await reservedOf(master, variantId)).toBe(0);
    expect((await hold(testApp, event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(201);
    expect((await freeOrder(master, variantId)).status).toBe(200);
    expect((await release(testApp, crypto.randomUUID())).status).toBe(404);
  });

  it('answers 409 for a hold already checked out, and its places stay held for the customer paying', async () => {
    const { master, event, variantId } = await onSaleDate(testApp, 2);
    const customer = testApp.client();
    const held = await customer.post(`/api/public/event/${event.id}/holds`, {
      items: [{ identity: variantId, quantity: 2 }],
    });
    const order = await customer.post(`/api/public/holds/${held.body.id}/checkout`, {
      email: 'mary@example.test',
      fullName: 'Mary Seacole',
      customField1: 'None',
    });
    expect(order.status).toBe(201);
    const answer = await release(testApp, held.body.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MESSAGES.holdCheckedOut);
    expect(await reservedOf(master, variantId)).toBe(2);
    expect((await hold(testApp, event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(409);
    const paid = await customer.post(`/api/public/test-payments/${order.body.orderId}/pay`);
    expect(paid.body.status).toBe('paid');
  });
});

/** A hold placed by the client at `address` (the app trusts X-Forwarded-For). */
const holdFrom = (app: TestApp, address: string, eventId: string, variantId: string) =>
  app.client().request('POST', `/api/public/event/${eventId}/holds`, {
    body: { items: [{ identity: variantId, quantity: 1 }] },
    headers: { 'x-forwarded-for': address },
  });

describe('live holds per client address and date (HOLD_LIMIT_PER_ADDRESS, default 10)', () => {
  it('refuses the 11th with 429; a released, expired or checked-out hold frees its slot; other clients and dates are not counted', async () => {
    const { master, event, variantId } = await onSaleDate(limited, 100);
    const statuses: number[] = [];
    const holdIds: string[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await holdFrom(limited, '203.0.113.7', event.id, variantId);
      statuses.push(answer.status);
      if (answer.status === 201) holdIds.push(answer.body.id);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await holdFrom(limited, '203.0.113.7', event.id, variantId);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyHolds });
    expect(await reservedOf(master, variantId)).toBe(10);

    // Another address, and one IPv6 /64 counted as one client.
    expect((await holdFrom(limited, '198.51.100.9', event.id, variantId)).status).toBe(201);
    for (let i = 1; i <= 10; i++) {
      expect((await holdFrom(limited, `2001:db8:1:2::${i}`, event.id, variantId)).status).toBe(201);
    }
    expect((await holdFrom(limited, '2001:db8:1:2:ffff::1', event.id, variantId)).status).toBe(429);
    // Another date of the same client.
    const other = await onSaleDate(limited, 100);
    expect((await holdFrom(limited, '203.0.113.7', other.event.id, other.variantId)).status).toBe(201);

    // Released: a slot again.
    expect((await release(limited, holdIds[0]!)).status).toBe(200);
    expect((await holdFrom(limited, '203.0.113.7', event.id, variantId)).status).toBe(201);
    expect((await holdFrom(limited, '203.0.113.7', event.id, variantId)).status).toBe(429);
    // Expired: a slot again.
    await limited.db
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', holdIds[1]!)
      .execute();
    expect((await holdFrom(limited, '203.0.113.7', event.id, variantId)).status).toBe(201);
    expect((await holdFrom(limited, '203.0.113.7', event.id, variantId)).status).toBe(429);
    // Checked out and paid: its places are tickets now, its slot free.
    const customer = limited.client();
    const order = await customer.post(`/api/public/holds/${holdIds[2]!}/checkout`, {
      email: 'mary@example.test',
      fullName: 'Mary Seacole',
      customField1: 'None',
    });
    expect((await customer.post(`/api/public/test-payments/${order.body.orderId}/pay`)).body.status).toBe(
      'paid',
    );
    expect((await holdFrom(limited, '203.0.113.7', event.id, variantId)).status).toBe(201);
    expect((await holdFrom(limited, '203.0.113.7', event.id, variantId)).status).toBe(429);
  });

  /** 60 holds at once from one address on one date; answers how many were placed. */
  async function burst(app: TestApp) {
    const { event, variantId } = await onSaleDate(app, 100);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        untilAnswered(() => holdFrom(app, '203.0.113.50', event.id, variantId)),
      ),
    );
    return {
      placed: answers.filter((answer) => answer.status === 201).length,
      refused: answers.filter((answer) => answer.status === 429).length,
    };
  }

  it(
    'holds to the limit under a burst from one address: exactly 10 placed, 50 refused',
    { timeout: 120_000 },
    async () => {
      expect(await burst(limited)).toEqual({ placed: 10, refused: 50 });
    },
  );

  it.runIf(isPostgres)(
    'control: without the date lock the same burst places more than 10',
    { timeout: 300_000 },
    async () => {
      let placed = 0;
      for (let round = 0; round < CONTROL_ROUNDS && placed <= 10; round++)
        placed = (await burst(limitedUnlocked)).placed;
      expect(placed).toBeGreaterThan(10);
    },
  );
});

/** A customer's hold, tried again (as the page does) while the date answers 503 'busy, try again'. */
const holdUntilAnswered = (app: TestApp, eventId: string, variantId: string) =>
  untilAnswered(() => hold(app, eventId, [{ identity: variantId, quantity: 1 }]));

/** 300 customers each holding one place of 100, all at once; answers each status and the places held. */
async function raceHolds(app: TestApp) {
  const { event, variantId } = await onSaleDate(app, 100);
  const answers = await Promise.all(
    Array.from({ length: 300 }, () => holdUntilAnswered(app, event.id, variantId)),
  );
  const held = await app.db
    .selectFrom('holds')
    .innerJoin('hold_lines', 'hold_lines.hold_id', 'holds.id')
    .select((eb) => eb.fn.sum<number>('hold_lines.quantity').as('held'))
    .where('holds.event_id', '=', event.id)
    .executeTakeFirstOrThrow();
  return { statuses: answers.map((answer) => answer.status), held: Number(held.held) };
}

describe('300 customers racing holds for 100 places', () => {
  it('end with exactly 100 held and every other refused with 409', { timeout: 120_000 }, async () => {
    const { statuses, held } = await raceHolds(testApp);
    expect(held).toBe(100);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(200);
  });

  it.runIf(isPostgres)(
    'control: without the date lock the same race holds more than 100',
    { timeout: 300_000 },
    async () => {
      let held = 0;
      for (let round = 0; round < CONTROL_ROUNDS && held <= 100; round++)
        held = (await raceHolds(unlocked)).held;
      expect(held).toBeGreaterThan(100);
    },
  );
});
