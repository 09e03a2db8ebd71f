import { untilAnswered } from '../../../test/until-answered';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays } from '../../../test/activity-fixtures';
import {
  checkout,
  dateOnSale,
  guest,
  holdAndCheckout,
  placeHold,
  testPay,
} from '../../../test/checkout-fixtures';
import { WithoutEventLocks, WithoutPromoCodeLocks } from '../../../test/race-seams';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';

// Customers racing through holds, checkout and payment never take more than there is. Each race runs through
// the real routes; on PostgreSQL a control run on the same database, with a lock taken out of the SQL, shows the
// race is real (PGlite runs one statement at a time: there only the outcome is checked).
const isPostgres = testDatabaseKind === 'postgres';
// Every racing customer comes from the loopback address: the per-address hold limit would refuse the race itself.
const NO_RATE_LIMIT = {
  rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 },
  holdLimitPerAddress: 0,
};
/** A control run goes on until the race shows, up to this many rounds. */
const CONTROL_ROUNDS = 6;
const PROMO_CONTROL_ROUNDS = 30;

let database: TestDatabase;
let locked: TestApp;
let unlocked: TestApp;
let promoUnlocked: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  locked = await startTestApp(NO_RATE_LIMIT, { database });
  unlocked = await startTestApp(NO_RATE_LIMIT, { database, databasePlugins: [new WithoutEventLocks()] });
  promoUnlocked = await startTestApp(NO_RATE_LIMIT, {
    database,
    databasePlugins: [new WithoutPromoCodeLocks()],
  });
});
afterAll(async () => {
  await Promise.all([locked.close(), unlocked.close(), promoUnlocked.close()]);
  await database.drop();
});

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** A few browsers shared by the racing customers (holds need no sign-in, only the CSRF token). */
const browsers = (app: TestApp) => Array.from({ length: 8 }, () => app.client());

async function heldOf(app: TestApp, eventId: string): Promise<number> {
  const row = await app.db
    .selectFrom('holds')
    .innerJoin('hold_lines', 'hold_lines.hold_id', 'holds.id')
    .select((eb) => eb.fn.sum<number>('hold_lines.quantity').as('held'))
    .where('holds.event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.held ?? 0);
}

const soldOf = async (app: TestApp, eventId: string) =>
  (
    await app.db
      .selectFrom('tickets')
      .select('id')
      .where('event_id', '=', eventId)
      .where('status', '=', 'valid')
      .execute()
  ).length;

/** 500 customers each holding one of 100 places, all at once. */
async function raceHolds(app: TestApp) {
  const { event, variantId } = await dateOnSale(app, {
    capacity: 100,
    variants: [{ name: 'Standard', price: 1500, max: 1000 }],
  });
  const clients = browsers(app);
  const answers = await Promise.all(
    Array.from({ length: 500 }, (_, i) =>
      untilAnswered(() =>
        placeHold(clients[i % clients.length]!, event.id, [{ identity: variantId, quantity: 1 }]),
      ),
    ),
  );
  return { event, variantId, clients, answers, held: await heldOf(app, event.id) };
}

describe('500 customers racing for 100 places', () => {
  it(
    'end with exactly 100 held, then 100 sold through checkout and payment, every other hold refused',
    { timeout: 180_000 },
    async () => {
      const { event, variantId, clients, answers, held } = await raceHolds(locked);
      const statuses = answers.map((answer) => answer.status);
      expect(held).toBe(100);
      expect(count(statuses, 201)).toBe(100);
      expect(count(statuses, 409)).toBe(400);

      // The 100 check out and pay while 100 more customers try to hold: paying never frees a place in between.
      const holders = answers.filter((answer) => answer.status === 201);
      const buy = async (holdId: string, client: TestClient) => {
        const order = await untilAnswered(() => checkout(client, holdId, guest()));
        if (order.status !== 201) return order.status;
        return (await untilAnswered(() => testPay(client, order.body.orderId))).status;
      };
      const late = Array.from({ length: 100 }, (_, i) =>
        untilAnswered(() =>
          placeHold(clients[i % clients.length]!, event.id, [{ identity: variantId, quantity: 1 }]),
        ),
      );
      const [bought, refused] = await Promise.all([
        Promise.all(holders.map((answer, i) => buy(answer.body.id, clients[i % clients.length]!))),
        Promise.all(late),
      ]);
      expect(bought.every((status) => status === 200)).toBe(true);
      expect(refused.every((answer) => answer.status === 409)).toBe(true);
      expect(await soldOf(locked, event.id)).toBe(100);
      const paid = await locked.db
        .selectFrom('orders')
        .select('id')
        .where('event_id', '=', event.id)
        .where('status', '=', 'paid')
        .execute();
      expect(paid).toHaveLength(100);
      expect((await placeHold(clients[0]!, event.id, [{ identity: variantId, quantity: 1 }])).status).toBe(
        409,
      );
    },
  );

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

/**
 * Two customers checking out at once on two dates of one activity with a code that has one use left: the dates'
 * locks do not meet, only the code's does.
 */
async function racePromoCheckouts(app: TestApp) {
  const first = await dateOnSale(app);
  const secondDate = (
    await first.master.post('/api/client/event/', {
      activityId: first.activity.id,
      startAt: inDays(8),
      endAt: inDays(8, 22),
      doorsOpenAt: null,
      maxTicketCount: 100,
    })
  ).body;
  const secondVariant = (
    await first.master.post('/api/client/ticket-variant/', {
      eventId: secondDate.id,
      name: 'Standard',
      imageUrl: null,
      description: null,
      price: 1500,
      maxTicketCount: 80,
      isAffectEventTicketCount: true,
    })
  ).body;
  await first.master.post('/api/client/promo', {
    code: 'LASTONE',
    percentageAmount: 50,
    fixedAmount: null,
    validUntil: inDays(30),
    appliesAtAll: true,
    maxUses: 1,
  });
  const [a, b] = [app.client(), app.client()];
  const [heldA, heldB] = await Promise.all([
    placeHold(a, first.event.id, [{ identity: first.variantId, quantity: 1 }]),
    placeHold(b, secondDate.id, [{ identity: secondVariant.id, quantity: 1 }]),
  ]);
  const answers = await Promise.all([
    untilAnswered(() => checkout(a, heldA.body.id, { ...guest(), promoCode: 'LASTONE' })),
    untilAnswered(() => checkout(b, heldB.body.id, { ...guest(), promoCode: 'LASTONE' })),
  ]);
  return answers.map((answer) => answer.status).sort();
}

describe('two checkouts racing for the last use of a promo code', () => {
  it.runIf(isPostgres)(
    'price one order with it and refuse the other with the one answer for a code that cannot be used (400)',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 4; round++) expect(await racePromoCheckouts(locked)).toEqual([201, 400]);
    },
  );

  it.runIf(isPostgres)(
    'control: without the code’s lock both can take the last use',
    { timeout: 300_000 },
    async () => {
      let statuses: number[] = [];
      for (let round = 0; round < PROMO_CONTROL_ROUNDS && statuses[1] !== 201; round++) {
        statuses = await racePromoCheckouts(promoUnlocked);
      }
      expect(statuses).toEqual([201, 201]);
    },
  );
});

/** One pending order of 2 tickets and ten payment notices for it at once, as a provider retrying would send. */
async function racePays(app: TestApp) {
  const { event, variantId } = await dateOnSale(app);
  const order = await holdAndCheckout(app, event.id, [{ identity: variantId, quantity: 2 }]);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => untilAnswered(() => testPay(order.customer, order.orderId))),
  );
  return { statuses: answers.map((answer) => answer.status), sold: await soldOf(app, event.id) };
}

describe('ten payment notices for one order at once', () => {
  it('issue its tickets once', { timeout: 60_000 }, async () => {
    const { statuses, sold } = await racePays(locked);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(sold).toBe(2);
  });

  it.runIf(isPostgres)(
    'control: without the date lock they issue them more than once',
    { timeout: 120_000 },
    async () => {
      let sold = 0;
      for (let round = 0; round < CONTROL_ROUNDS && sold <= 2; round++)
        sold = (await racePays(unlocked)).sold;
      expect(sold).toBeGreaterThan(2);
    },
  );
});
