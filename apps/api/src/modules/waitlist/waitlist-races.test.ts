import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { checkout, guest } from '../../../test/checkout-fixtures';
import { issueFreeOrder } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import {
  heldOffers,
  heldStatusUpdate,
  WithoutEventLocks,
  type HeldStatement,
} from '../../../test/race-seams';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { untilAnswered } from '../../../test/until-answered';
import { sweepWaitlists } from '../sales/waitlist.service';

// The waiting list's races (issue 31 §5), on PostgreSQL, each with a control run on the same database whose
// app has the dates' locks taken out of its SQL (race-seams.ts), to show the race is real without them.
const isPostgres = testDatabaseKind === 'postgres';
const NO_LIMITS = {
  rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 },
  holdLimitPerAddress: 0,
};
/** A control run goes on until the race shows, up to this many rounds. */
const CONTROL_ROUNDS = 6;

let database: TestDatabase;
let locked: TestApp;
let unlocked: TestApp;
const lockedPayment = heldStatusUpdate('paid');
const unlockedPayment = heldStatusUpdate('paid');
const lockedOffers = heldOffers();
const unlockedOffers = heldOffers();
let lockedPayer: TestApp;
let unlockedPayer: TestApp;

beforeAll(async () => {
  if (!isPostgres) return;
  database = await createTestDatabase();
  [locked, unlocked, lockedPayer, unlockedPayer] = await Promise.all([
    startTestApp(NO_LIMITS, { database, databasePlugins: [lockedOffers] }),
    startTestApp(NO_LIMITS, { database, databasePlugins: [new WithoutEventLocks(), unlockedOffers] }),
    startTestApp(NO_LIMITS, { database, databasePlugins: [lockedPayment] }),
    startTestApp(NO_LIMITS, { database, databasePlugins: [new WithoutEventLocks(), unlockedPayment] }),
  ]);
});
afterAll(async () => {
  await Promise.all([locked, unlocked, lockedPayer, unlockedPayer].map((app) => app?.close()));
  await database?.drop();
});

/** A published date of `capacity` places, `sell` of them sold in orders of one, with its list on. */
async function soldOut(app: TestApp, capacity: number, sell = capacity) {
  const organizationId = await createOrganisation(app.db);
  const master = await signedInClient(app, organizationId, 'master');
  const { activity, event, variants } = await createActivityWithDate(master, {
    capacity,
    variants: [{ name: 'Standard', price: 1500, max: 1000 }],
    published: true,
  });
  const variantId = variants[0].id as string;
  await master.post(`/api/client/activity/${activity.id}/waitlist-settings`, {
    isEnabled: true,
    offerMinutes: 60,
  });
  const orders: string[] = [];
  for (let i = 0; i < sell; i++) orders.push((await issueFreeOrder(master, variantId)).reference);
  return { master, event, variantId, orders };
}

const joinOnce = (app: TestApp, eventId: string, variantId: string, n: number) =>
  untilAnswered(() =>
    app.client().post(`/api/public/event/${eventId}/waitlist`, {
      ticketVariantId: variantId,
      quantity: 1,
      fullName: `Person ${n}`,
      email: `person-${n}-${crypto.randomUUID().slice(0, 6)}@example.test`,
    }),
  );

/** 300 people joining one sold-out type at once: the positions they are answered. */
async function raceJoins(app: TestApp): Promise<number[]> {
  const { event, variantId } = await soldOut(app, 1);
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, n) => joinOnce(app, event.id, variantId, n)),
  );
  expect(answers.every((answer) => answer.status === 201)).toBe(true);
  return answers.map((answer) => answer.body.position as number).sort((a, b) => a - b);
}
const ONE_TO_300 = Array.from({ length: 300 }, (_, index) => index + 1);

describe.runIf(isPostgres)('300 people joining at once', () => {
  it('are numbered 1 to 300, each once', { timeout: 180_000 }, async () => {
    expect(await raceJoins(locked)).toEqual(ONE_TO_300);
  });

  it('control: without the date lock some share a number', { timeout: 600_000 }, async () => {
    let positions = ONE_TO_300;
    for (let round = 0; round < CONTROL_ROUNDS && positions.join() === ONE_TO_300.join(); round++)
      positions = await raceJoins(unlocked);
    expect(positions).not.toEqual(ONE_TO_300);
  });
});

/**
 * Ten places freed at once while 50 customers keep trying to hold the type 20 people wait for — five single
 * orders cancelled and five customers' holds let go — : what was offered (the positions of the entries
 * offered), how many public holds succeeded, and the places held in all. Cancels alone never overlap (each
 * updates the date's guest-list counter row, which queues them behind each other), so the control needs the
 * releases, which touch only their own hold; and the first sale to make offers waits half a second before its
 * commit while the others go on, as a busy date's sales overlap now and then.
 */
async function raceCancels(app: TestApp, offers: HeldStatement) {
  const { master, event, variantId, orders } = await soldOut(app, 10, 5);
  const held: string[] = [];
  for (let n = 0; n < 5; n++) {
    const hold = await app.client().post(`/api/public/event/${event.id}/holds`, {
      items: [{ identity: variantId, quantity: 1 }],
    });
    expect(hold.status).toBe(201);
    held.push(hold.body.id);
  }
  for (let n = 0; n < 20; n++) await joinOnce(app, event.id, variantId, n);
  const entries = await app.db
    .selectFrom('waitlist_entries')
    .select(['id', 'status'])
    .where('event_id', '=', event.id)
    .orderBy('position')
    .execute();
  const gate = offers.arm();
  void gate.reached.then(() => sleep(500)).then(gate.release);
  const [, holds] = await Promise.all([
    Promise.all([
      ...orders.map((reference) => untilAnswered(() => master.post(`/api/client/order/${reference}/cancel`))),
      ...held.map((holdId) => untilAnswered(() => app.client().post(`/api/public/holds/${holdId}/release`))),
    ]),
    Promise.all(
      Array.from({ length: 50 }, () =>
        untilAnswered(() =>
          app
            .client()
            .post(`/api/public/event/${event.id}/holds`, { items: [{ identity: variantId, quantity: 1 }] }),
        ),
      ),
    ),
  ]);
  const after = await app.db
    .selectFrom('waitlist_entries')
    .select(['id', 'status'])
    .where('event_id', '=', event.id)
    .execute();
  const offered = entries
    .map((entry, index) => ({ index: index + 1, status: after.find((row) => row.id === entry.id)!.status }))
    .filter((entry) => entry.status === 'offered')
    .map((entry) => entry.index);
  const live = await app.db
    .selectFrom('holds')
    .innerJoin('hold_lines', 'hold_lines.hold_id', 'holds.id')
    .select((eb) => eb.fn.sum<number>('hold_lines.quantity').as('held'))
    .where('holds.event_id', '=', event.id)
    .where('holds.released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    offered,
    publicHolds: holds.filter((answer) => answer.status === 201).length,
    held: Number(live.held),
  };
}
const TEN_OFFERS = { offered: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], publicHolds: 0, held: 10 };

describe.runIf(isPostgres)('ten places freed while 50 customers try to hold', () => {
  it(
    'offer exactly ten places, to the first ten in order, and no public hold succeeds',
    { timeout: 180_000 },
    async () => {
      expect(await raceCancels(locked, lockedOffers)).toEqual(TEN_OFFERS);
    },
  );

  it('control: without the date lock the offers go wrong', { timeout: 600_000 }, async () => {
    let outcome = TEN_OFFERS;
    for (
      let round = 0;
      round < CONTROL_ROUNDS && JSON.stringify(outcome) === JSON.stringify(TEN_OFFERS);
      round++
    )
      outcome = await raceCancels(unlocked, unlockedOffers);
    expect(outcome).not.toEqual(TEN_OFFERS);
  });
});

/**
 * An offer running out while its payment is being confirmed: the payment runs while the hold still lives and
 * waits, its transaction open, after marking the order paid; the hold then runs out and the sweeper serves the
 * list; then the payment commits. Answers the order's status, the first entry's, and the next entry's.
 */
async function raceExpiry(app: TestApp, payer: TestApp, payment: HeldStatement) {
  const { master, event, variantId, orders } = await soldOut(app, 1);
  const first = (await joinOnce(app, event.id, variantId, 1)).body.entryId as string;
  const next = (await joinOnce(app, event.id, variantId, 2)).body.entryId as string;
  await master.post(`/api/client/order/${orders[0]}/cancel`);
  const offer = await app.db
    .selectFrom('waitlist_entries')
    .select('hold_id')
    .where('id', '=', first)
    .executeTakeFirstOrThrow();
  const order = await checkout(app.client(), offer.hold_id!, guest());
  expect(order.status, order.text).toBe(201);
  const endsAt = Date.now() + 1_500;
  await app.db
    .updateTable('holds')
    .set({ expires_at: new Date(endsAt) })
    .where('id', '=', offer.hold_id!)
    .execute();
  const gate = payment.arm();
  const paying = payer.client().post(`/api/public/test-payments/${order.body.orderId}/pay`);
  await gate.reached;
  await sleep(Math.max(0, endsAt - Date.now()) + 200);
  const sweeping = sweepWaitlists(app.db);
  await sleep(300);
  gate.release();
  await Promise.all([paying, sweeping]);
  await sweepWaitlists(app.db);
  const statusOf = async (id: string) =>
    (
      await app.db
        .selectFrom('waitlist_entries')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const paid = await app.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', order.body.orderId)
    .executeTakeFirstOrThrow();
  return { order: paid.status, first: await statusOf(first), next: await statusOf(next) };
}
const PAID = { order: 'paid', first: 'purchased', next: 'waiting' };
const PASSED_ON = { order: 'refunded', first: 'expired', next: 'offered' };

describe.runIf(isPostgres)('an offer running out while its checkout is paid', () => {
  it('is either paid and purchased, or passed on — never both', { timeout: 120_000 }, async () => {
    expect([PAID, PASSED_ON]).toContainEqual(await raceExpiry(locked, lockedPayer, lockedPayment));
  });

  it('control: without the date lock it is both paid and passed on', { timeout: 300_000 }, async () => {
    const outcome = await raceExpiry(unlocked, unlockedPayer, unlockedPayment);
    expect([PAID, PASSED_ON]).not.toContainEqual(outcome);
  });
});
