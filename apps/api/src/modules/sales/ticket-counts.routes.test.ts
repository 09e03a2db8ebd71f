import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, holdAndCheckout, placeHold, testPay } from '../../../test/checkout-fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { issueFreeOrder } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { guestListRunsOf } from '../../../test/guest-list-runs';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import type { TestClient } from '../../../test/test-client';
import { countSales } from './stock.service';
import { lockAndReadStock } from './stock.repository';

// The counters the stock reads (issue 17) are kept by each path that changes what is sold or checked in. After
// every step of a mixed sequence through the routes, the counts must equal a recount of the tickets and live
// holds themselves: a path that forgets its counter fails at its own step. So must the guest list's counts of
// its runs of places (migration 0020).
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

type Recount = { variant_id: string; sold: number; checked_in: number; reserved: number };

/** Each ticket type's counts recounted from the date's tickets and live holds, the slow way. */
async function recount(eventId: string) {
  const { rows } = await sql<Recount>`
    select v.id as variant_id,
      (select count(*) from tickets t where t.ticket_variant_id = v.id and t.status = 'valid')::int as sold,
      (select count(*) from tickets t
        where t.ticket_variant_id = v.id and t.status = 'valid' and t.checked_in_at is not null)::int as checked_in,
      coalesce((select sum(l.quantity) from hold_lines l join holds h on h.id = l.hold_id
        where l.ticket_variant_id = v.id and h.expires_at > now() and h.released_at is null
          and h.checked_out_at is null), 0)::int as reserved
    from ticket_variants v where v.event_id = ${eventId} order by v.id`.execute(testApp.db);
  return rows.map((row) => {
    const [sold, reserved] = [Number(row.sold), Number(row.reserved)];
    return { ...row, sold, reserved, under_lock: { sold, reserved } };
  });
}

/**
 * The counts as the screens read them (`countSales`) and as a sale reads them with its locks (the database
 * function of migration 0018, which repeats the counting rule in SQL): both must equal the recount.
 */
async function counted(organizationId: string, eventId: string) {
  const countsOf = await countSales(testApp.db, organizationId, { eventIds: [eventId] });
  const underLock =
    (await lockAndReadStock(testApp.db, organizationId, [eventId])).get(eventId)?.variants ?? [];
  const recounted = await recount(eventId);
  return recounted.map(({ variant_id }) => {
    const counts = countsOf(variant_id);
    const read = underLock.find((variant) => variant.id === variant_id);
    return {
      variant_id,
      sold: counts.sold,
      checked_in: counts.checkedIn,
      reserved: counts.reserved,
      under_lock: { sold: read?.sold, reserved: read?.reserved },
    };
  });
}

const issue = async (client: TestClient, variantId: string, quantity: number) =>
  (await issueFreeOrder(client, variantId, { quantity })).reference as string;

const codesOf = (reference: string) =>
  testApp.db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select('tickets.check_in_code')
    .where('orders.reference', '=', reference)
    .orderBy('tickets.ticket_index')
    .execute();

describe('the ticket counters', () => {
  it('equal a recount after issue, check-in, cancel, refund, hold expiry and a ticket type deleted', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { event, variants } = await createActivityWithDate(master, {
      published: true,
      variants: [
        { name: 'Standard', price: 1050, max: 50 },
        { name: 'Guest list', price: 0, max: 20 },
        { name: 'Late', price: 0, max: 5 },
      ],
    });
    const [paid, free, late] = variants.map((variant) => variant.id as string) as [string, string, string];
    const expectCountsRight = async (step: string) => {
      expect(await counted(organizationId, event.id), step).toEqual(await recount(event.id));
      const runs = await guestListRunsOf(testApp.db, event.id);
      expect(runs.kept, `guest list runs after ${step}`).toEqual(runs.recounted);
    };

    const cash = await issue(master, paid, 3);
    const guests = await issue(master, free, 4);
    await expectCountsRight('issue');

    const door = await signedInClient(testApp, organizationId, 'controller');
    for (const { check_in_code } of [...(await codesOf(cash)), ...(await codesOf(guests)).slice(0, 2)]) {
      const scan = await door.post(
        `/api/client/check-in/${event.id}/check-in/${encodeURIComponent(check_in_code)}`,
      );
      expect(scan.body.color).toBe('green');
    }
    await expectCountsRight('check-in');
    expect((await counted(organizationId, event.id)).find((row) => row.variant_id === free)).toMatchObject({
      sold: 4,
      checked_in: 2,
    });

    expect((await master.post(`/api/client/order/${guests}/cancel`)).status).toBe(200);
    await expectCountsRight('cancel of an order with checked-in tickets');

    const online = await holdAndCheckout(testApp, event.id, [{ identity: paid, quantity: 2 }], guest());
    await expectCountsRight('checkout pending its payment');
    expect((await testPay(online.customer, online.orderId)).status).toBe(200);
    await expectCountsRight('payment');
    expect((await master.post(`/api/client/order/${online.orderReference}/refund`)).status).toBe(200);
    await expectCountsRight('refund');

    const held = await placeHold(testApp.client(), event.id, [{ identity: free, quantity: 3 }]);
    expect(held.status).toBe(201);
    await expectCountsRight('hold');
    await testApp.db
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', held.body.id)
      .execute();
    await expectCountsRight('hold expired');

    await issue(master, free, 2);
    expect((await master.post(`/api/client/ticket-variant/${late}/delete`)).status).toBe(200);
    await expectCountsRight('ticket type deleted');
    const left = await testApp.db
      .selectFrom('ticket_counts')
      .select('ticket_variant_id')
      .where('ticket_variant_id', '=', late)
      .execute();
    expect(left).toEqual([]);
    expect(await counted(organizationId, event.id)).toEqual(
      expect.arrayContaining([
        { variant_id: paid, sold: 3, checked_in: 3, reserved: 0, under_lock: { sold: 3, reserved: 0 } },
        { variant_id: free, sold: 2, checked_in: 0, reserved: 0, under_lock: { sold: 2, reserved: 0 } },
      ]),
    );
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can hold a check-in open beside another.
  it.runIf(testDatabaseKind === 'postgres')(
    'count a scan at once while another scan of its ticket type is still committing',
    async () => {
      const organizationId = await createOrganisation(testApp.db);
      const master = await signedInClient(testApp, organizationId, 'master');
      const { event, variants } = await createActivityWithDate(master, {
        published: true,
        variants: [{ name: 'Standard', price: 0, max: 20 }],
      });
      const reference = await issue(master, variants[0]!.id as string, 12);
      // Two of the tickets the old counter (migration 0012) put in the same one of its 8 slots: there the
      // second scan waited for the first one's commit.
      const { rows } = await sql<{ first: string; second: string }>`
        select min(t.check_in_code) as first, max(t.check_in_code) as second
        from tickets t join orders o on o.id = t.order_id
        where o.reference = ${reference}
        group by get_byte(uuid_send(t.id), 15) % 8 having count(*) > 1 limit 1`.execute(testApp.db);
      const { first, second } = rows[0]!;
      let releaseFirst = () => {};
      let firstHeld = () => {};
      const held = new Promise<void>((resolve) => (firstHeld = resolve));
      const firstScan = testApp.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tickets')
          .set({ checked_in_at: new Date() })
          .where('check_in_code', '=', first)
          .execute();
        firstHeld();
        await new Promise<void>((release) => (releaseFirst = release));
      });
      await held;
      const door = await signedInClient(testApp, organizationId, 'controller');
      const scan = door.post(`/api/client/check-in/${event.id}/check-in/${encodeURIComponent(second)}`);
      const answered = await Promise.race([
        scan.then((response) => response.body.color as string),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
      ]);
      releaseFirst();
      await Promise.all([scan, firstScan]);
      expect(answered).toBe('green');
      expect(await counted(organizationId, event.id)).toEqual(await recount(event.id));
      expect((await counted(organizationId, event.id))[0]).toMatchObject({ sold: 12, checked_in: 2 });
    },
  );
});
