import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { issueFreeOrder } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { QueryCounter } from '../../../test/query-counter';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { guestListRunsOf, PLACES_PER_RUN } from '../../../test/guest-list-runs';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { TestClient } from '../../../test/test-client';
import { migrations } from '../../db/migrations/index';

// A numbered page of the guest list starts from the counts of the date's runs of places (migration 0020), not
// from an OFFSET over every guest before it. Each page must hold exactly the guests the whole list holds at its
// offset, however the date's guests fall across runs: sales of other dates between them, runs skipped, cancels.
const NO_RATE_LIMIT = { rateLimit: { publicPerMinute: 0, pdfPerMinute: 0, promoPerMinute: 0 } };

const statements = new QueryCounter();
let database: TestDatabase;
let testApp: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(NO_RATE_LIMIT, { database, databasePlugins: [statements] });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
});

/** A free order of `quantity` tickets for `fullName`, issued through the API; its reference. */
const issue = async (client: TestClient, variantId: string, quantity: number, fullName?: string) =>
  (await issueFreeOrder(client, variantId, { quantity, fullName })).reference as string;

/** Moves the next ticket's place to `before` places short of the start of a run after the current one. */
async function skipToRunEnd(before: number) {
  await sql`
    select setval('tickets_list_position_seq',
      guest_list_bucket_start(guest_list_bucket(nextval('tickets_list_position_seq')) + 2) - ${before}::int, false)`.execute(
    testApp.db,
  );
}

const idsOf = (body: { guests: { ticketExternalId: string }[] }) =>
  body.guests.map((guest) => guest.ticketExternalId);

describe('numbered pages of the guest list', () => {
  it('hold the guests the whole list holds at their offsets, across runs, other dates’ sales and cancels', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const dateOf = () =>
      createActivityWithDate(master, {
        published: true,
        capacity: 500,
        variants: [{ name: 'Standard', price: 0, max: 400 }],
      });
    const listed = await dateOf();
    const other = await dateOf();
    const [mine, theirs] = [listed.variants[0].id as string, other.variants[0].id as string];

    await skipToRunEnd(5);
    const references: string[] = [];
    for (let order = 0; order < 4; order++) {
      references.push(await issue(master, mine, 3));
      await issue(master, theirs, 2);
    }
    await skipToRunEnd(1);
    for (let order = 0; order < 5; order++) references.push(await issue(master, mine, 2));
    await skipToRunEnd(PLACES_PER_RUN - 3);
    references.push(await issue(master, mine, 4));
    for (const cancelled of [references[1], references[5], references[9]]) {
      expect((await master.post(`/api/client/order/${cancelled}/cancel`)).status).toBe(200);
    }

    const runs = await guestListRunsOf(testApp.db, listed.event.id);
    expect(runs.kept).toEqual(runs.recounted);
    expect(runs.kept.length).toBeGreaterThanOrEqual(4);

    const door = await signedInClient(testApp, organizationId, 'controller');
    const base = `/api/client/check-in/${listed.event.id}/guest-list/`;
    const whole = (await door.get(`${base}?pageSize=200`)).body;
    expect(whole.total).toBe(12 + 10 + 4 - 3 - 2 - 4);
    const everyone = idsOf(whole);
    expect(everyone).toHaveLength(whole.total);
    for (const pageSize of [3, 4]) {
      const pages = Math.ceil(everyone.length / pageSize);
      for (let page = 1; page <= pages + 1; page++) {
        const answer = await door.get(`${base}?page=${page}&pageSize=${pageSize}`);
        expect(answer.status).toBe(200);
        expect(idsOf(answer.body), `page ${page} of ${pageSize}`).toEqual(
          everyone.slice((page - 1) * pageSize, page * pageSize),
        );
        expect(answer.body.total).toBe(everyone.length);
      }
    }
  });

  it('lists an order’s tickets by number, and each order in the order it was issued', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { event, variants } = await createActivityWithDate(master, {
      published: true,
      variants: [{ name: 'Standard', price: 0, max: 80 }],
    });
    const references = await Promise.all(
      Array.from({ length: 6 }, () => issue(master, variants[0].id as string, 5)),
    );
    const door = await signedInClient(testApp, organizationId, 'controller');
    const { guests } = (await door.get(`/api/client/check-in/${event.id}/guest-list/?pageSize=200`)).body;
    const listedOrders = [
      ...new Set(guests.map((guest: { orderReference: string }) => guest.orderReference)),
    ];
    expect([...listedOrders].sort()).toEqual([...references].sort());
    for (const [index, reference] of listedOrders.entries()) {
      const tickets = guests.slice(index * 5, index * 5 + 5);
      expect(tickets.map((guest: { orderReference: string }) => guest.orderReference)).toEqual(
        Array(5).fill(reference),
      );
      expect(tickets.map((guest: { ticketIndex: number }) => guest.ticketIndex)).toEqual([1, 2, 3, 4, 5]);
    }
  });
});

describe('a search of the guest list', () => {
  it('is counted, with the date, by the statement that finds its page, and totalled alike on every page', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { event, variants } = await createActivityWithDate(master, {
      published: true,
      variants: [{ name: 'Standard', price: 0, max: 80 }],
    });
    const variantId = variants[0].id as string;
    for (let order = 0; order < 6; order++) await issue(master, variantId, 5, 'Grace Hopper');
    await issue(master, variantId, 5, 'Alan Turing');
    const door = await signedInClient(testApp, organizationId, 'controller');
    const base = `/api/client/check-in/${event.id}/guest-list/?pageSize=4`;
    const statementsOf = async (path: string) => {
      const before = statements.count;
      const answer = await door.get(path);
      expect(answer.status).toBe(200);
      return { body: answer.body, statements: statements.count - before };
    };
    await statementsOf(base);

    const whole = await statementsOf(base);
    const found = await statementsOf(`${base}&search=grace`);
    expect(found.body.total).toBe(30);
    expect(found.body.guests).toHaveLength(4);
    expect(found.statements).toBe(whole.statements);
    expect((await statementsOf(`${base}&search=grace&page=3`)).body).toMatchObject({ total: 30, page: 3 });
    const next = await statementsOf(
      `${base}&search=grace&after=${encodeURIComponent(found.body.nextCursor)}`,
    );
    expect(next.body.total).toBe(30);
    expect((await statementsOf(`${base}&search=grace&page=9`)).body).toMatchObject({ total: 30, guests: [] });
    // A page's guests carry the date's counts: only a page with no guest on it reads them on their own.
    const nobody = await statementsOf(`${base}&search=nobody`);
    expect(nobody.body).toMatchObject({ total: 0, guests: [], ticketCount: 35 });
    expect(nobody.statements).toBe(whole.statements + 1);
    expect(whole.body).toMatchObject({ total: 35, ticketCount: 35, checkedInCount: 0 });
  });
});

describe('the upgrade that gives tickets their places', () => {
  it('places tickets sold before it in the list’s old order and counts them per run', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { event, variants } = await createActivityWithDate(master, {
      published: true,
      variants: [{ name: 'Standard', price: 0, max: 80 }],
    });
    for (let order = 0; order < 5; order++) await issue(master, variants[0].id as string, 3);
    // Sale times against the order of issue, so the old order is not the order the rows were inserted in.
    await sql`
      update tickets set created_at = now() - (list_position * interval '1 minute')
      where event_id = ${event.id}`.execute(testApp.db);
    const upgrade = migrations['0020-guest-list-positions']!;
    await upgrade.down!(testApp.db);
    await upgrade.up(testApp.db);

    const { rows } = await sql<{ by_place: string; by_old_order: string }>`
      select
        (select string_agg(id::text, ',' order by list_position) from tickets where event_id = ${event.id}) as by_place,
        (select string_agg(id::text, ',' order by created_at, order_id, ticket_index)
          from tickets where event_id = ${event.id}) as by_old_order`.execute(testApp.db);
    expect(rows[0]!.by_place).toEqual(rows[0]!.by_old_order);
    const runs = await guestListRunsOf(testApp.db, event.id);
    expect(runs.kept).toEqual(runs.recounted);
    expect(runs.kept.reduce((sum, run) => sum + run.guests, 0)).toBe(15);
  });
});
