import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { uniqueReceiver } from '../../../test/delivery-fixtures';
import { WithoutEventLocks, WithoutPromoCodeLocks } from '../../../test/race-seams';

// Every rule that compares against tickets sold runs holding the date's lock. Each race below runs through the
// real routes; on PostgreSQL a control run on the same database, with the lock taken out of the SQL, shows the
// race is real. PGlite runs one statement at a time, so there the races cannot happen and only the outcome is checked.
const isPostgres = testDatabaseKind === 'postgres';
const ROUNDS = isPostgres ? 4 : 1;
/** A control run goes on until the race shows, up to this many rounds. */
const CONTROL_ROUNDS = 50;
/** Long enough for every control round on a loaded machine; a control stops at the first round that shows the race. */
const CONTROL_TIMEOUT_MS = 300_000;

let database: TestDatabase;
let locked: TestApp;
let unlocked: TestApp;
let promoUnlocked: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  locked = await startTestApp({}, { database });
  unlocked = await startTestApp({}, { database, databasePlugins: [new WithoutEventLocks()] });
  promoUnlocked = await startTestApp({}, { database, databasePlugins: [new WithoutPromoCodeLocks()] });
});
afterAll(async () => {
  await Promise.all([locked.close(), unlocked.close(), promoUnlocked.close()]);
  await database.drop();
});

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function onSaleDate(
  app: TestApp,
  capacity: number,
  variants = [{ name: 'Standard', price: 0, max: 1000 }],
) {
  const organizationId = await createOrganisation(app.db);
  const master = await signedInClient(app, organizationId, 'master');
  const issuers = await Promise.all(
    Array.from({ length: 4 }, () => signedInClient(app, organizationId, 'master')),
  );
  const created = await createActivityWithDate(master, { capacity, variants, published: true });
  return { master, issuers, ...created };
}

function receiver() {
  const { phone, email } = uniqueReceiver();
  return { phoneNumber: phone, email, address: null, fullName: 'Mary Seacole' };
}

const order = (client: Client, variantId: string, quantity = 1) =>
  client.post('/api/client/order/free', {
    ...receiver(),
    customField1: 'None',
    items: [{ identity: variantId, quantity }],
  });

const soldOf = async (app: TestApp, column: 'event_id' | 'ticket_variant_id', id: string) =>
  (
    await app.db
      .selectFrom('tickets')
      .select('id')
      .where(column, '=', id)
      .where('status', '=', 'valid')
      .execute()
  ).length;

/** Plays rounds of a race, stopping early once one ends as `until` looks for (a control run's broken rule). */
async function playRounds<T>(
  count: number,
  play: (round: number) => Promise<T>,
  until: (outcome: T) => boolean = () => false,
): Promise<T[]> {
  const outcomes: T[] = [];
  for (let round = 0; round < count && !outcomes.some(until); round++) outcomes.push(await play(round));
  return outcomes;
}

/** 100 single-ticket orders and, started among them, a capacity cut to 60; answers what each round ended with. */
async function raceCapacityCut(app: TestApp) {
  const { master, issuers, activity, event, variants } = await onSaleDate(app, 100);
  const orders = Array.from({ length: 100 }, (_, i) => order(issuers[i % issuers.length]!, variants[0].id));
  const cut = master.post(`/api/client/event/${event.id}/update`, {
    activityId: activity.id,
    startAt: event.startAt,
    endAt: event.endAt,
    doorsOpenAt: event.doorsOpenAt,
    maxTicketCount: 60,
  });
  const answers = await Promise.all([cut, ...orders]);
  const capacity = (
    await app.db
      .selectFrom('events')
      .select('max_ticket_count')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow()
  ).max_ticket_count!;
  return {
    statuses: answers.map((answer) => answer.status),
    sold: await soldOf(app, 'event_id', event.id),
    capacity,
  };
}

/** Ten orders of a ticket type and its delete, sent together. */
async function raceTypeDelete(app: TestApp) {
  const { master, issuers, variants } = await onSaleDate(app, 500, [
    { name: 'Early bird', price: 0, max: 100 },
    { name: 'Standard', price: 0, max: 100 },
  ]);
  const early = variants[0].id;
  const orders = Array.from({ length: 10 }, (_, i) => order(issuers[i % issuers.length]!, early));
  const remove = master.post(`/api/client/ticket-variant/${early}/delete`);
  const [removed, ...ordered] = await Promise.all([remove, ...orders]);
  const exists = await app.db
    .selectFrom('ticket_variants')
    .select('id')
    .where('id', '=', early)
    .executeTakeFirst();
  return {
    removed: removed.status,
    statuses: ordered.map((answer) => answer.status),
    exists: Boolean(exists),
    sold: exists ? await soldOf(app, 'ticket_variant_id', early) : 0,
  };
}

/** Twenty orders and an unpublish of their activity, sent together. */
async function raceUnpublish(app: TestApp, round: number) {
  const { master, issuers, activity, event, variants } = await onSaleDate(app, 500);
  // The orders leave first and the unpublish a moment after, later each round: it counts what is sold while the
  // orders are still between reading that the activity is published and committing their tickets.
  const orders = Array.from({ length: 20 }, (_, i) => order(issuers[i % issuers.length]!, variants[0].id));
  await new Promise((resolve) => setTimeout(resolve, round % 6));
  const unpublish = master.post(`/api/client/activity/${activity.id}/unpublish`);
  const answers = await Promise.all([unpublish, ...orders]);
  const published = (await master.get(`/api/client/activity/${activity.id}`)).body.isPublished;
  return {
    statuses: answers.map((a) => a.status),
    published,
    sold: await soldOf(app, 'event_id', event.id),
  };
}

/**
 * A type limited to 100 with 50 sold, then 20 single-ticket orders and, started among them, its availability cut
 * to the 50 sold. The cut leaves a moment later each round, so it counts what is sold while an order is between
 * reading the limit and committing its ticket.
 */
async function raceAvailabilityCut(app: TestApp, round: number) {
  const { master, issuers, event, variants } = await onSaleDate(app, 500, [
    { name: 'Standard', price: 0, max: 100 },
  ]);
  const variant = variants[0];
  expect((await order(master, variant.id, 50)).status).toBe(200);
  const orders = Array.from({ length: 20 }, (_, i) => order(issuers[i % issuers.length]!, variant.id));
  await new Promise((resolve) => setTimeout(resolve, round % 6));
  const cut = master.post(`/api/client/ticket-variant/${variant.id}/update`, {
    eventId: event.id,
    name: variant.name,
    imageUrl: null,
    description: null,
    price: variant.price,
    maxTicketCount: 50,
    isAffectEventTicketCount: true,
  });
  const answers = await Promise.all([cut, ...orders]);
  const limit = (
    await app.db
      .selectFrom('ticket_variants')
      .select('max_ticket_count')
      .where('id', '=', variant.id)
      .executeTakeFirstOrThrow()
  ).max_ticket_count!;
  return {
    statuses: answers.map((answer) => answer.status),
    sold: await soldOf(app, 'ticket_variant_id', variant.id),
    limit,
  };
}

/** Ten orders of a date and the date's delete, sent together. */
async function raceDateDelete(app: TestApp) {
  const { master, issuers, event, variants } = await onSaleDate(app, 500);
  const orders = Array.from({ length: 10 }, (_, i) => order(issuers[i % issuers.length]!, variants[0].id));
  const remove = master.post(`/api/client/event/${event.id}/delete`);
  const [removed, ...ordered] = await Promise.all([remove, ...orders]);
  const exists = await app.db.selectFrom('events').select('id').where('id', '=', event.id).executeTakeFirst();
  return {
    removed: removed.status,
    statuses: ordered.map((answer) => answer.status),
    exists: Boolean(exists),
    sold: exists ? await soldOf(app, 'event_id', event.id) : 0,
  };
}

describe('a capacity edit racing 100 orders', () => {
  it('never leaves more sold than the venue holds, and answers no 500', async () => {
    for (const round of await playRounds(ROUNDS, () => raceCapacityCut(locked))) {
      expect(round.sold).toBeLessThanOrEqual(round.capacity);
      expect(round.statuses.every((status) => [200, 400, 409, 503].includes(status))).toBe(true);
      // Either the cut landed first (capacity 60, no more than 60 sold), or it came too late and was refused
      // (400), or it waited longer than the lock timeout behind the orders (503, 'try again').
      expect(round.capacity === 60 ? [200] : [400, 503]).toContain(round.statuses[0]);
    }
  }, 120_000);

  it.runIf(isPostgres)(
    'control run: without the lock, some round ends with more sold than capacity',
    async () => {
      const oversold = (round: { sold: number; capacity: number }) => round.sold > round.capacity;
      const rounds = await playRounds(CONTROL_ROUNDS, () => raceCapacityCut(unlocked), oversold);
      expect(rounds.some(oversold)).toBe(true);
    },
    CONTROL_TIMEOUT_MS,
  );
});

type DeleteRace = { removed: number; statuses: number[]; exists: boolean; sold: number };

/** A delete racing orders held: no 500, nothing sold is deleted, and a delete that won left no order standing. */
function expectDeleteRaceHeld(round: DeleteRace) {
  expect([round.removed, ...round.statuses].every((status) => status < 500)).toBe(true);
  if (round.sold > 0) expect(round.exists).toBe(true);
  expect(round.removed === 200 ? !round.exists && round.statuses.every((s) => s !== 200) : round.exists).toBe(
    true,
  );
}

const answeredWith500 = (round: Pick<DeleteRace, 'removed' | 'statuses'>) =>
  [round.removed, ...round.statuses].includes(500);

describe('a ticket type delete racing orders of it', () => {
  it('never deletes a type with tickets sold and never answers 500', async () => {
    for (const round of await playRounds(ROUNDS, () => raceTypeDelete(locked))) expectDeleteRaceHeld(round);
  }, 120_000);

  it.runIf(isPostgres)(
    'control run: without the lock, some answer is a 500',
    async () => {
      const rounds = await playRounds(CONTROL_ROUNDS, () => raceTypeDelete(unlocked), answeredWith500);
      expect(rounds.some(answeredWith500)).toBe(true);
    },
    CONTROL_TIMEOUT_MS,
  );
});

describe('a ticket type availability edit racing orders of it', () => {
  it('never leaves more sold than the type’s limit, and answers no 500', async () => {
    for (const round of await playRounds(ROUNDS, (round) => raceAvailabilityCut(locked, round))) {
      expect(round.sold).toBeLessThanOrEqual(round.limit);
      expect(round.statuses.every((status) => [200, 400, 409, 503].includes(status))).toBe(true);
      // The cut landed first (limit 50), or came after another ticket was sold (400), or waited too long (503).
      expect(round.limit === 50 ? [200] : [400, 503]).toContain(round.statuses[0]);
    }
  }, 120_000);

  it.runIf(isPostgres)(
    'control run: without the lock, some round ends with more sold than the limit',
    async () => {
      const oversold = (round: { sold: number; limit: number }) => round.sold > round.limit;
      const rounds = await playRounds(
        CONTROL_ROUNDS,
        (round) => raceAvailabilityCut(unlocked, round),
        oversold,
      );
      expect(rounds.some(oversold)).toBe(true);
    },
    CONTROL_TIMEOUT_MS,
  );
});

describe('a date delete racing orders of it', () => {
  it('never deletes a date with tickets sold and never answers 500', async () => {
    for (const round of await playRounds(ROUNDS, () => raceDateDelete(locked))) expectDeleteRaceHeld(round);
  }, 120_000);

  it.runIf(isPostgres)(
    'control run: without the lock, some answer is a 500',
    async () => {
      const rounds = await playRounds(CONTROL_ROUNDS, () => raceDateDelete(unlocked), answeredWith500);
      expect(rounds.some(answeredWith500)).toBe(true);
    },
    CONTROL_TIMEOUT_MS,
  );
});

describe('an unpublish racing orders', () => {
  it('never leaves an unpublished activity with tickets sold', async () => {
    for (const round of await playRounds(ROUNDS, (round) => raceUnpublish(locked, round))) {
      if (!round.published) expect(round.sold).toBe(0);
      expect(round.statuses.every((status) => [200, 409, 503].includes(status))).toBe(true);
    }
  }, 120_000);

  it.runIf(isPostgres)(
    'control run: without the lock, some round unpublishes an activity with sales',
    async () => {
      const offlineWithSales = (round: { published: boolean; sold: number }) =>
        !round.published && round.sold > 0;
      const rounds = await playRounds(
        CONTROL_ROUNDS,
        (round) => raceUnpublish(unlocked, round),
        offlineWithSales,
      );
      expect(rounds.some(offlineWithSales)).toBe(true);
    },
    CONTROL_TIMEOUT_MS,
  );
});

/** 50 single-ticket orders spread over five dates, all with one code that has 10 uses left. */
async function racePromoCap(app: TestApp) {
  const organizationId = await createOrganisation(app.db);
  const master = await signedInClient(app, organizationId, 'master');
  const issuers = await Promise.all(
    Array.from({ length: 5 }, () => signedInClient(app, organizationId, 'master')),
  );
  const dates: Awaited<ReturnType<typeof createActivityWithDate>>[] = [];
  for (let date = 0; date < 5; date++) {
    dates.push(
      await createActivityWithDate(master, {
        published: true,
        variants: [{ name: 'Standard', price: 1500, max: 100 }],
      }),
    );
  }
  const code = (
    await master.post('/api/client/promo', {
      code: `CAP${Date.now()}`,
      percentageAmount: null,
      fixedAmount: 500,
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      appliesAtAll: true,
      maxUses: 10,
    })
  ).body;
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      issuers[i % issuers.length]!.post('/api/client/order/free', {
        ...receiver(),
        customField1: 'None',
        items: [{ identity: dates[i % dates.length]!.variants[0].id, quantity: 1 }],
        promoCode: code.code,
      }),
    ),
  );
  const discounted = await app.db
    .selectFrom('tickets')
    .select('id')
    .where('promo_code_id', '=', code.id)
    .execute();
  return { statuses: answers.map((answer) => answer.status), discounted: discounted.length };
}

describe('a promo code cap racing 50 orders over five dates', () => {
  it('discounts exactly the 10 tickets left and refuses the rest with 409', async () => {
    for (const round of await playRounds(ROUNDS, () => racePromoCap(locked))) {
      expect(round.discounted).toBe(10);
      expect(round.statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(
        round.statuses.filter((status) => status !== 200).every((status) => status === 409 || status === 503),
      ).toBe(true);
    }
  }, 120_000);

  it.runIf(isPostgres)(
    'control run: without the code’s own lock, more than 10 tickets get the discount',
    async () => {
      const overCap = (round: { discounted: number }) => round.discounted > 10;
      const rounds = await playRounds(CONTROL_ROUNDS, () => racePromoCap(promoUnlocked), overCap);
      expect(rounds.some(overCap)).toBe(true);
    },
    CONTROL_TIMEOUT_MS,
  );
});

describe('an order that repeats a ticket type', () => {
  it('is refused whole: 50 lines of 20 for a date with 20 places issue nothing', async () => {
    const { master, event, variants } = await onSaleDate(locked, 20, [
      { name: 'Standard', price: 0, max: 1000 },
    ]);
    const response = await master.post('/api/client/order/free', {
      ...receiver(),
      customField1: 'None',
      items: Array.from({ length: 50 }, () => ({ identity: variants[0].id, quantity: 20 })),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.items).toBe('Each ticket type can be chosen only once per order.');
    expect(await soldOf(locked, 'event_id', event.id)).toBe(0);
  });

  it('refuses more than 100 tickets in one order, and issues up to the limit', async () => {
    const { master, event, variants } = await onSaleDate(locked, 500, [
      { name: 'Standard', price: 0, max: 1000 },
      { name: 'VIP', price: 0, max: 1000 },
    ]);
    const tooMany = await master.post('/api/client/order/free', {
      ...receiver(),
      customField1: 'None',
      items: [
        { identity: variants[0].id, quantity: 60 },
        { identity: variants[1].id, quantity: 41 },
      ],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.items).toBe('At most 100 tickets can be issued in one order.');
    expect((await order(master, variants[0].id, 100)).status).toBe(200);
    expect(await soldOf(locked, 'event_id', event.id)).toBe(100);
  });
});
