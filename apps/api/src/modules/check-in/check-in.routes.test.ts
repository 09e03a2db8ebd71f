import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutraliseCsvCell, type TGuest } from '@usher/contract/check-in';
import { formatLondon } from '@usher/contract/london-time';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, validActivity } from '../../../test/activity-fixtures';
import { WithoutCheckInGuard } from '../../../test/race-seams';
import { QueryCounter } from '../../../test/query-counter';
import { checkInBatch, type DoorCheckIn } from '../sales/door-check-in.repository';
import { insertOrderWithTickets } from '../sales/order.repository';

let database: TestDatabase;
let testApp: TestApp;
/** A second app on testApp's database, as a second API process is: a plugin gives it a handle of its own. */
let secondProcess: TestApp;
let raceApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp({}, { database });
  secondProcess = await startTestApp({}, { database, databasePlugins: [new QueryCounter()] });
  raceApp = await startTestApp({}, { databasePlugins: [new WithoutCheckInGuard()] });
});
afterAll(async () => {
  await Promise.all([testApp.close(), secondProcess.close(), raceApp.close()]);
  await database.drop();
});

/** An event with `quantity` tickets sold to one guest, made as the door sees it: on the day of the date. */
async function eventWithTickets(
  app: TestApp,
  quantity = 1,
  guest: Partial<{ fullName: string; email: string; phone: string }> = {},
) {
  const organizationId = await createOrganisation(app.db);
  const admin = await signedInClient(app, organizationId, 'admin');
  const { activity, event, variants } = await createActivityWithDate(admin);
  await admin.post(`/api/client/activity/${activity.id}/publish`);
  const order = await insertOrderWithTickets(app.db, {
    organizationId,
    eventId: event.id,
    kind: 'free',
    phone: guest.phone ?? '+447700900555',
    email: guest.email ?? 'ada@example.test',
    fullName: guest.fullName ?? 'Ada Lovelace',
    address: null,
    createdBy: null,
    appliedPromo: null,
    promoCodeId: null,
    items: [
      { variantId: variants[0].id, quantity, unitPrice: 1500, discountedUnitPrice: 1500, promoCodeId: null },
    ],
  });
  await moveDate(app, event.id, new Date());
  const tickets = await app.db
    .selectFrom('tickets')
    .select(['id', 'external_id', 'check_in_code'])
    .where('order_id', '=', order.orderId)
    .orderBy('ticket_index')
    .execute();
  return { organizationId, activity, event, variants, order, tickets };
}

/** Moves a date to start at `startAt` and end three hours later, as if the door scanned on that day. */
async function moveDate(app: TestApp, eventId: string, startAt: Date) {
  await app.db
    .updateTable('events')
    .set({ start_at: startAt, end_at: new Date(startAt.getTime() + 3 * 60 * 60 * 1000), doors_open_at: null })
    .where('id', '=', eventId)
    .execute();
}

const scan = (
  client: Awaited<ReturnType<typeof signedInClient>>,
  eventId: string,
  code: string,
  nonce?: string,
) =>
  client.request('POST', `/api/client/check-in/${eventId}/check-in/${encodeURIComponent(code)}`, {
    headers: { ...(nonce ? { 'x-check-in-nonce': nonce } : {}), 'x-check-in-device': 'door-phone-1' },
  });

describe('scanning a QR code', () => {
  it('checks a ticket in green the first time and orange after, with when, by whom and on which device', async () => {
    const { organizationId, event, tickets } = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const first = await scan(door, event.id, tickets[0]!.check_in_code);
    expect(first.body).toEqual({ color: 'green', message: 'Checked in: Ada Lovelace, Standard' });
    const again = await scan(door, event.id, tickets[0]!.check_in_code);
    expect(again.body.color).toBe('orange');
    expect(again.body.message).toMatch(
      /^Already checked in at \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} by controller-[\w-]+@example\.test: Ada Lovelace, Standard$/,
    );
    const row = await testApp.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', tickets[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      checked_in_by: door.member.userId,
      checked_in_device: 'door-phone-1',
      checked_in_method: 'scan',
    });
    expect(row.checked_in_at).toBeInstanceOf(Date);
  });

  it('says in a green or orange answer that the ticket is for another day, and only then', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const { organizationId, event, tickets } = await eventWithTickets(testApp, 3);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const nextWeek = new Date(Date.now() + 7 * DAY);
    await moveDate(testApp, event.id, nextWeek);
    const note = `This ticket is for ${formatLondon(nextWeek)}, not today.`;
    expect((await scan(door, event.id, tickets[0]!.check_in_code)).body).toEqual({
      color: 'green',
      message: `Checked in: Ada Lovelace, Standard. ${note}`,
    });
    const again = await scan(door, event.id, tickets[0]!.check_in_code);
    expect(again.body.color).toBe('orange');
    expect(again.body.message).toMatch(/^Already checked in at .*: Ada Lovelace, Standard\. This ticket/);
    expect(again.body.message.endsWith(note)).toBe(true);

    const lastWeek = new Date(Date.now() - 7 * DAY);
    await moveDate(testApp, event.id, lastWeek);
    expect((await scan(door, event.id, tickets[1]!.check_in_code)).body.message).toBe(
      `Checked in: Ada Lovelace, Standard. This ticket is for ${formatLondon(lastWeek)}, not today.`,
    );

    // A date that started yesterday evening and runs past midnight still covers today.
    await testApp.db
      .updateTable('events')
      .set({ start_at: new Date(Date.now() - DAY), end_at: new Date(Date.now() + 60 * 60 * 1000) })
      .where('id', '=', event.id)
      .execute();
    expect((await scan(door, event.id, tickets[2]!.check_in_code)).body.message).toBe(
      'Checked in: Ada Lovelace, Standard',
    );
  });

  it('answers red for a ticket of another event and for a cancelled ticket', async () => {
    const first = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, first.organizationId, 'controller');
    const admin = await signedInClient(testApp, first.organizationId, 'admin');
    const other = await createActivityWithDate(admin);
    await admin.post(`/api/client/activity/${other.activity.id}/publish`);
    const wrongEvent = await scan(door, other.event.id, first.tickets[0]!.check_in_code);
    expect(wrongEvent.body.color).toBe('red');
    expect(wrongEvent.body.message).toMatch(/^This ticket is for another event: Jazz by the River, /);
    await testApp.db
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('id', '=', first.tickets[0]!.id)
      .execute();
    expect((await scan(door, first.event.id, first.tickets[0]!.check_in_code)).body).toEqual({
      color: 'red',
      message: 'This ticket has been cancelled.',
    });
  });

  it('does not recognise unknown codes or codes of another organiser', async () => {
    const mine = await eventWithTickets(testApp);
    const theirs = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, mine.organizationId, 'controller');
    for (const code of ['not-a-code', theirs.tickets[0]!.check_in_code]) {
      const response = await scan(door, mine.event.id, code);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('QR code not recognised. Please check the details with guest list.');
    }
    const theirRow = await testApp.db
      .selectFrom('tickets')
      .select('checked_in_at')
      .where('id', '=', theirs.tickets[0]!.id)
      .executeTakeFirstOrThrow();
    expect(theirRow.checked_in_at).toBeNull();
  });

  it('gives exactly one green to 50 devices scanning the same ticket at the same instant, through two processes', async () => {
    const { organizationId, event, tickets } = await eventWithTickets(testApp);
    const doors = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signedInClient(i % 2 === 0 ? testApp : secondProcess, organizationId, 'controller'),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        scan(doors[i % doors.length]!, event.id, tickets[0]!.check_in_code),
      ),
    );
    const colours = answers.map((answer) => answer.body.color);
    expect(colours.filter((colour) => colour === 'green')).toHaveLength(1);
    expect(colours.filter((colour) => colour === 'orange')).toHaveLength(49);
  });

  // PGlite is one connection that runs one statement at a time, so the race can only show on PostgreSQL.
  it.runIf(process.env.USHER_TEST_DB === 'postgres')(
    'control run: without the guard of the atomic check-in, the same 50 scans give more than one green',
    async () => {
      const { organizationId, event, tickets } = await eventWithTickets(raceApp);
      const doors = await Promise.all(
        Array.from({ length: 5 }, () => signedInClient(raceApp, organizationId, 'controller')),
      );
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          scan(doors[i % doors.length]!, event.id, tickets[0]!.check_in_code),
        ),
      );
      expect(answers.filter((answer) => answer.body.color === 'green').length).toBeGreaterThan(1);
    },
  );

  it('answers a retried nonce with the first answer and checks in once', async () => {
    const { organizationId, event, tickets } = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const nonce = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => scan(door, event.id, tickets[0]!.check_in_code, nonce)),
    );
    for (const answer of answers)
      expect(answer.body).toEqual({ color: 'green', message: 'Checked in: Ada Lovelace, Standard' });
    const checkedInAt = async () =>
      (
        await testApp.db
          .selectFrom('tickets')
          .select('checked_in_at')
          .where('id', '=', tickets[0]!.id)
          .executeTakeFirstOrThrow()
      ).checked_in_at;
    const first = await checkedInAt();
    expect(first).toBeInstanceOf(Date);
    const later = await scan(door, event.id, tickets[0]!.check_in_code, nonce);
    expect(later.body.color).toBe('green');
    // A retry neither checks the ticket in again (its time stays the first one) nor runs a second check-in.
    expect(await checkedInAt()).toEqual(first);
    const fresh = await scan(door, event.id, tickets[0]!.check_in_code, crypto.randomUUID());
    expect(fresh.body.color).toBe('orange');
    expect(fresh.body.message).toContain(`Already checked in at ${formatLondon(first!)}`);
  });

  it('refuses a nonce replayed with another ticket’s code, never answering with the first guest', async () => {
    const { organizationId, event, tickets } = await eventWithTickets(testApp, 2, {
      fullName: 'Ada Lovelace',
    });
    const door = await signedInClient(testApp, organizationId, 'controller');
    const nonce = crypto.randomUUID();
    expect((await scan(door, event.id, tickets[0]!.check_in_code, nonce)).body.color).toBe('green');
    const replay = await scan(door, event.id, tickets[1]!.check_in_code, nonce);
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({
      message: 'This scan was already used for another ticket. Please scan again.',
    });
    const second = await testApp.db
      .selectFrom('tickets')
      .select('checked_in_at')
      .where('id', '=', tickets[1]!.id)
      .executeTakeFirstOrThrow();
    expect(second.checked_in_at).toBeNull();
  });
});

describe('the door in one round trip', () => {
  it('checks a ticket in with one statement once the scanner’s session is known', async () => {
    const counter = new QueryCounter();
    const counted = await startTestApp({}, { databasePlugins: [counter] });
    try {
      const { organizationId, event, tickets } = await eventWithTickets(counted, 2);
      const door = await signedInClient(counted, organizationId, 'controller');
      expect((await scan(door, event.id, tickets[0]!.check_in_code, crypto.randomUUID())).body.color).toBe(
        'green',
      );
      const before = counter.count;
      const second = await scan(door, event.id, tickets[1]!.check_in_code, crypto.randomUUID());
      expect(second.body).toEqual({ color: 'green', message: 'Checked in: Ada Lovelace, Standard' });
      expect(counter.count - before).toBe(1);
    } finally {
      await counted.close();
    }
  });

  it('answers scans that arrive together each as if alone, sharing commits between them', async () => {
    const { organizationId, event, tickets } = await eventWithTickets(testApp, 40);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const retried = crypto.randomUUID();
    const [singles, twice, sameNonce, unknown] = await Promise.all([
      Promise.all(
        tickets.slice(0, 38).map((ticket) => scan(door, event.id, ticket.check_in_code, crypto.randomUUID())),
      ),
      Promise.all([1, 2].map(() => scan(door, event.id, tickets[38]!.check_in_code, crypto.randomUUID()))),
      Promise.all([1, 2].map(() => scan(door, event.id, tickets[39]!.check_in_code, retried))),
      scan(door, event.id, 'NOT-A-TICKET', crypto.randomUUID()),
    ]);
    const green = { color: 'green', message: 'Checked in: Ada Lovelace, Standard' };
    for (const answer of [...singles, ...sameNonce]) expect(answer.body).toEqual(green);
    expect(twice.map((answer) => answer.body.color).sort()).toEqual(['green', 'orange']);
    expect(unknown.status).toBe(404);
    const requests = await testApp.db
      .selectFrom('check_in_requests')
      .select('created_at')
      .where('event_id', '=', event.id)
      .execute();
    expect(requests).toHaveLength(41);
    // A transaction's now() is one instant: scans of one batch were stored by one statement and one commit.
    // PGlite runs each statement to its end inside this process, so there scans seldom wait together.
    const commits = new Set(requests.map((request) => request.created_at.getTime())).size;
    if (testDatabaseKind === 'postgres') expect(commits).toBeLessThan(requests.length / 2);
  });

  it('keeps a nonce to its first request and ticket, and a ticket to one check-in, within one statement', async () => {
    const { organizationId, event, order, tickets } = await eventWithTickets(testApp, 3);
    const unpublished = await createActivityWithDate(await signedInClient(testApp, organizationId, 'admin'));
    const door = await signedInClient(testApp, organizationId, 'controller');
    const checkIn = (code: string, nonce: string | null, eventId = event.id): DoorCheckIn => ({
      organizationId,
      eventId,
      ticket: { checkInCode: code },
      nonce,
      by: { kind: 'user', userId: door.member.userId },
      device: null,
      method: 'scan',
    });
    const nonce = crypto.randomUUID();
    const rows = await checkInBatch(testApp.db, [
      checkIn(tickets[0]!.check_in_code, nonce),
      checkIn(tickets[1]!.check_in_code, nonce),
      checkIn(tickets[0]!.check_in_code, nonce),
      checkIn(tickets[2]!.check_in_code, null),
      checkIn(tickets[2]!.check_in_code, crypto.randomUUID()),
      checkIn('NOT-A-TICKET', null),
      checkIn(tickets[0]!.check_in_code, null, unpublished.event.id),
      checkIn(tickets[0]!.check_in_code, null, crypto.randomUUID()),
    ]);
    expect(
      rows.map((row) => [row.id ?? null, row.is_published, row.is_claimed, row.checked_in_now !== null]),
    ).toEqual([
      [tickets[0]!.id, true, true, true],
      [tickets[1]!.id, true, false, false],
      [tickets[0]!.id, true, false, false],
      [tickets[2]!.id, true, false, true],
      [tickets[2]!.id, true, true, false],
      [null, true, false, false],
      [null, false, false, false],
      [null, null, false, false],
    ]);
    const checkedIn = await testApp.db
      .selectFrom('tickets')
      .select(['id', 'checked_in_nonce'])
      .where('order_id', '=', order.orderId)
      .where('checked_in_at', 'is not', null)
      .orderBy('ticket_index')
      .execute();
    expect(checkedIn).toEqual([
      { id: tickets[0]!.id, checked_in_nonce: nonce },
      { id: tickets[2]!.id, checked_in_nonce: null },
    ]);
  });

  it('answers 404 for a date of another organiser and checks nothing in', async () => {
    const mine = await eventWithTickets(testApp);
    const theirs = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, mine.organizationId, 'controller');
    const response = await scan(door, theirs.event.id, theirs.tickets[0]!.check_in_code);
    expect(response.status).toBe(404);
    const row = await testApp.db
      .selectFrom('tickets')
      .select('checked_in_at')
      .where('id', '=', theirs.tickets[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.checked_in_at).toBeNull();
  });

  it('stops door access within the session cache window once a role is removed elsewhere', async () => {
    const shortCache = await startTestApp({ authCacheMs: 200 });
    try {
      const { organizationId, event, tickets } = await eventWithTickets(shortCache, 20);
      const door = await signedInClient(shortCache, organizationId, 'controller');
      expect((await scan(door, event.id, tickets[0]!.check_in_code)).status).toBe(200);
      // As another process (or an administrator in the database) would: this process is not told.
      await shortCache.db
        .updateTable('memberships')
        .set({ roles: [] })
        .where('user_id', '=', door.member.userId)
        .execute();
      const statuses: number[] = [];
      for (const ticket of tickets.slice(1)) {
        const status = (await scan(door, event.id, ticket.check_in_code)).status;
        statuses.push(status);
        if (status === 403) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(statuses.at(-1)).toBe(403);
    } finally {
      await shortCache.close();
    }
  });
});

describe('guest list', () => {
  it('lists every §3 field, searches, filters, checks in manually and counts', async () => {
    const { organizationId, event, tickets, order } = await eventWithTickets(testApp, 3, {
      fullName: 'Grace Hopper',
      email: 'grace@navy.test',
    });
    const door = await signedInClient(testApp, organizationId, 'controller');
    const list = (await door.get(`/api/client/check-in/${event.id}/guest-list/`)).body;
    expect(list).toMatchObject({ total: 3, ticketCount: 3, checkedInCount: 0, page: 1 });
    expect(list.guests[1]).toMatchObject({
      guestName: 'Grace Hopper',
      guestEmail: 'grace@navy.test',
      guestPhone: '+447700900555',
      ticketIndex: 2,
      groupIndex: 3,
      orderReference: order.reference,
      ticketVariantName: 'Standard',
      checkedIn: false,
      ticketExternalId: tickets[1]!.external_id,
      pdfUrl: `${testApp.baseUrl}/api/public/ticket/${tickets[1]!.external_id}/pdf`,
    });
    const manual = await door.post(
      `/api/client/check-in/${event.id}/manual-check-in/${tickets[1]!.external_id}`,
    );
    expect(manual.body.color).toBe('green');
    const checked = (await door.get(`/api/client/check-in/${event.id}/guest-list/?checkedIn=yes`)).body;
    expect(checked.guests.map((g: { ticketExternalId: string }) => g.ticketExternalId)).toEqual([
      tickets[1]!.external_id,
    ]);
    expect(checked.checkedInCount).toBe(1);
    for (const search of ['grace', 'NAVY', order.reference.slice(-5), '7700900555']) {
      expect(
        (await door.get(`/api/client/check-in/${event.id}/guest-list/?search=${encodeURIComponent(search)}`))
          .body.total,
      ).toBe(3);
    }
    // A search that finds more than its page counts every match, on the first page and on the pages after it.
    const searched = `/api/client/check-in/${event.id}/guest-list/?search=grace&pageSize=2`;
    const first = (await door.get(searched)).body;
    expect(first).toMatchObject({ total: 3, ticketCount: 3 });
    expect(first.guests).toHaveLength(2);
    const next = (await door.get(`${searched}&after=${encodeURIComponent(first.nextCursor)}`)).body;
    expect(next).toMatchObject({ total: 3, nextCursor: null });
    expect(next.guests).toHaveLength(1);
    expect((await door.get(`${searched}&page=2`)).body).toMatchObject({ total: 3, page: 2 });
    expect((await door.get(`/api/client/check-in/${event.id}/guest-list/?search=nobody`)).body.total).toBe(0);
    // Digits inside a word (an order reference) are not taken for a phone number.
    expect((await door.get(`/api/client/check-in/${event.id}/guest-list/?search=X900555`)).body.total).toBe(
      0,
    );
    const home = (await door.get(`/api/client/check-in/${event.id}`)).body;
    expect(home.checkedInData).toEqual([{ name: 'Standard', checkedIn: 1 }]);
  });

  it('pages through a long list', async () => {
    const { organizationId, event } = await eventWithTickets(testApp, 75);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const second = (await door.get(`/api/client/check-in/${event.id}/guest-list/?page=2&pageSize=50`)).body;
    expect(second.guests).toHaveLength(25);
    expect(second.guests[0].ticketIndex).toBe(51);
  });

  it('walks the list by cursor, each guest once, in the numbered pages’ order, past check-ins', async () => {
    const { organizationId, event, variants } = await eventWithTickets(testApp, 7);
    for (const fullName of ['Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra']) {
      await insertOrderWithTickets(testApp.db, {
        organizationId,
        eventId: event.id,
        kind: 'free',
        phone: null,
        email: null,
        fullName,
        address: null,
        createdBy: null,
        appliedPromo: null,
        promoCodeId: null,
        items: [
          { variantId: variants[0].id, quantity: 6, unitPrice: 0, discountedUnitPrice: 0, promoCodeId: null },
        ],
      });
    }
    const door = await signedInClient(testApp, organizationId, 'controller');
    const base = `/api/client/check-in/${event.id}/guest-list/?pageSize=4&checkedIn=no`;
    const numbered = (await door.get(base.replace('pageSize=4', 'pageSize=200'))).body;
    expect(numbered.total).toBe(25);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await door.get(cursor ? `${base}&after=${encodeURIComponent(cursor)}` : base);
      expect(answer.status).toBe(200);
      const ids = answer.body.guests.map((g: { ticketExternalId: string }) => g.ticketExternalId);
      seen.push(...ids);
      // A guest of this page checked in at the door: an offset would now skip a guest, the cursor does not.
      await door.post(`/api/client/check-in/${event.id}/manual-check-in/${ids[0]}`);
      cursor = answer.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(7);
    expect(seen).toEqual(numbered.guests.map((g: { ticketExternalId: string }) => g.ticketExternalId));
    const after = (await door.get(base)).body;
    expect(after).toMatchObject({ total: 18, ticketCount: 25, checkedInCount: 7 });
  });

  it('answers 400 on the cursor field to a cursor it did not give', async () => {
    const { organizationId, event } = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const forged = Buffer.from("2026-01-01 00:00:00+00|x'; drop table tickets; --|1").toString('base64url');
    for (const after of ['not-a-cursor', forged, '%%%']) {
      const answer = await door.get(
        `/api/client/check-in/${event.id}/guest-list/?after=${encodeURIComponent(after)}`,
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(['after']);
    }
  });

  it('answers a retried manual check-in with its first answer and checks in once', async () => {
    const { organizationId, event, tickets } = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const manual = (nonce: string) =>
      door.request('POST', `/api/client/check-in/${event.id}/manual-check-in/${tickets[0]!.external_id}`, {
        headers: { 'x-check-in-nonce': nonce },
      });
    const nonce = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 3 }, () => manual(nonce)));
    for (const answer of answers) expect(answer.body.color).toBe('green');
    expect((await manual(crypto.randomUUID())).body.color).toBe('orange');
  });

  it('refuses a manual check-in of a ticket of another event', async () => {
    const mine = await eventWithTickets(testApp);
    const door = await signedInClient(testApp, mine.organizationId, 'controller');
    const admin = await signedInClient(testApp, mine.organizationId, 'admin');
    const other = await createActivityWithDate(admin);
    await admin.post(`/api/client/activity/${other.activity.id}/publish`);
    expect(
      (
        await door.post(
          `/api/client/check-in/${other.event.id}/manual-check-in/${mine.tickets[0]!.external_id}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('CSV export', () => {
  it('streams UTF-8 with a BOM, every column, and neutralises formula cells', async () => {
    const { organizationId, event, tickets } = await eventWithTickets(testApp, 2, {
      fullName: '=HYPERLINK("x")',
      email: 'zoë@example.test',
    });
    const door = await signedInClient(testApp, organizationId, 'controller');
    const response = await door.get(`/api/client/check-in/${event.id}/guest-list/csv`);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toContain('Name,Phone,Email,Ticket type,Ticket number,Tickets in order,Order reference');
    // The organiser's own question heads its answers' column; questions never asked get none.
    expect(lines[0]!.endsWith(',Dietary needs')).toBe(true);
    expect(lines[0]).not.toContain('Custom field');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('zoë@example.test');
    expect(lines[1]).toContain(tickets[0]!.external_id);
  });

  it('holds in each cell what the guest list shows, whatever the text, with times in London', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event, variants } = await createActivityWithDate(admin);
    await admin.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      customField1: 'Dietary needs',
      customField3: 'Song, "request"',
    });
    await admin.post(`/api/client/activity/${activity.id}/publish`);
    const texts = [
      'O\'Brien, "Bob"',
      'line one\nline two',
      '-5 guests',
      '@home\r',
      ' spaced ',
      'Zoë 李',
      '\ttabbed',
      '\rreturned',
      '5 guests',
    ];
    for (const [index, text] of texts.entries()) {
      await insertOrderWithTickets(testApp.db, {
        organizationId,
        eventId: event.id,
        kind: index % 2 ? 'cash' : 'free',
        phone: index % 2 ? '+447700900123' : null,
        email: `${text}@example.test`,
        fullName: text,
        address: {
          country: 'UK',
          city: `"${index}" Town`,
          line1: '1, High St',
          line2: null,
          postCode: '=1+1',
        },
        createdBy: null,
        appliedPromo: index === 0 ? '+PROMO' : null,
        promoCodeId: null,
        customFields: [text, 'unasked', `"${text}"`, null, null],
        items: [
          { variantId: variants[0].id, quantity: 2, unitPrice: 0, discountedUnitPrice: 0, promoCodeId: null },
        ],
      });
    }
    await moveDate(testApp, event.id, new Date());
    const door = await signedInClient(testApp, organizationId, 'controller');
    const list = (await door.get(`/api/client/check-in/${event.id}/guest-list/?pageSize=200`)).body;
    await door.post(`/api/client/check-in/${event.id}/manual-check-in/${list.guests[3].ticketExternalId}`);
    // A summer check-in: London is an hour ahead of UTC then.
    await testApp.db
      .updateTable('tickets')
      .set({ checked_in_at: new Date('2026-07-01T12:00:00Z') })
      .where('external_id', '=', list.guests[6].ticketExternalId)
      .execute();
    const guests = (await door.get(`/api/client/check-in/${event.id}/guest-list/?pageSize=200`)).body.guests;
    const response = await door.get(`/api/client/check-in/${event.id}/guest-list/csv`);
    const [header, ...rows] = parse(response.text, { bom: true, relax_column_count: false }) as string[][];
    expect(header!.slice(-2)).toEqual(['Dietary needs', 'Song, "request"']);
    const cell = (value: string | null) => neutraliseCsvCell(value ?? '');
    expect(rows).toEqual(
      guests.map((guest: TGuest) => [
        cell(guest.guestName),
        cell(guest.guestPhone),
        cell(guest.guestEmail),
        guest.ticketVariantName,
        String(guest.ticketIndex),
        String(guest.groupIndex),
        guest.orderReference,
        cell(guest.appliedPromo),
        guest.channel,
        guest.checkedIn ? 'Yes' : 'No',
        guest.checkedInAt ? formatLondon(guest.checkedInAt) : '',
        cell(guest.ticketExternalId),
        guest.pdfUrl,
        cell(guest.addressDto!.line1),
        cell(guest.addressDto!.line2),
        cell(guest.addressDto!.city),
        cell(guest.addressDto!.postCode),
        cell(guest.addressDto!.country),
        cell(guest.guestCustomField1),
        cell(guest.guestCustomField3),
      ]),
    );
    expect(rows.map((row) => row[10]).filter(Boolean)).toContain('01 Jul 2026, 13:00');
  });

  it("neutralises the organiser's questions heading their columns as it does the cells", async () => {
    const organizationId = await createOrganisation(testApp.db);
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(admin);
    const questions = ['=HYPERLINK("http://evil.test","Click")', '+1+1', '@SUM(1)', '-2+3', 'Dietary needs'];
    const updated = await admin.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      ...Object.fromEntries(questions.map((question, index) => [`customField${index + 1}`, question])),
    });
    expect(updated.status).toBe(200);
    await admin.post(`/api/client/activity/${activity.id}/publish`);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const response = await door.get(`/api/client/check-in/${event.id}/guest-list/csv`);
    const [header] = parse(response.text, { bom: true, to_line: 1 }) as string[][];
    expect(header!.slice(-5)).toEqual([
      '\'=HYPERLINK("http://evil.test","Click")',
      "'+1+1",
      "'@SUM(1)",
      "'-2+3",
      'Dietary needs',
    ]);
    expect(header!.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  // The export reads 1,000 rows at a time; all tickets of an order share one sale time, which on PostgreSQL has
  // microseconds (PGlite's clock has milliseconds, so only the api-postgres run can catch a truncated key).
  it('lists every ticket exactly once when an order runs across its pages', async () => {
    const { organizationId, event } = await eventWithTickets(testApp, 1_200);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const response = await door.get(`/api/client/check-in/${event.id}/guest-list/csv`);
    const rows = response.text.trim().split('\n').slice(1);
    expect(rows).toHaveLength(1_200);
    expect(new Set(rows).size).toBe(1_200);
  });

  it('answers 403 to roles without check-in and 404 to other organisers', async () => {
    const mine = await eventWithTickets(testApp);
    const roleless = await signedInClient(testApp, mine.organizationId, 'none');
    for (const url of ['guest-list/csv', 'guest-list/']) {
      expect((await roleless.get(`/api/client/check-in/${mine.event.id}/${url}`)).status).toBe(403);
    }
    expect((await scan(roleless, mine.event.id, mine.tickets[0]!.check_in_code)).status).toBe(403);
    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect((await stranger.get(`/api/client/check-in/${mine.event.id}/guest-list/csv`)).status).toBe(404);
    expect((await stranger.get(`/api/client/check-in/${mine.event.id}/guest-list/`)).status).toBe(404);
    expect((await testApp.client().get(`/api/client/check-in/${mine.event.id}/guest-list/csv`)).status).toBe(
      401,
    );
  });
});

describe('until the activity is published (§6)', () => {
  it('refuses the guest list, its CSV, scans and manual check-ins with the reason, and changes nothing', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const { event, variants } = await createActivityWithDate(admin);
    const order = await insertOrderWithTickets(testApp.db, {
      organizationId,
      eventId: event.id,
      kind: 'free',
      phone: '+447700900555',
      email: null,
      fullName: 'Ada Lovelace',
      address: null,
      createdBy: null,
      appliedPromo: null,
      promoCodeId: null,
      items: [
        {
          variantId: variants[0].id,
          quantity: 1,
          unitPrice: 1500,
          discountedUnitPrice: 1500,
          promoCodeId: null,
        },
      ],
    });
    const ticket = await testApp.db
      .selectFrom('tickets')
      .select(['external_id', 'check_in_code'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const door = await signedInClient(testApp, organizationId, 'controller');
    const refusals = [
      await door.get(`/api/client/check-in/${event.id}/guest-list/`),
      await door.get(`/api/client/check-in/${event.id}/guest-list/csv`),
      await scan(door, event.id, ticket.check_in_code),
      await door.post(`/api/client/check-in/${event.id}/manual-check-in/${ticket.external_id}`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body.message).toBe(
        'This event is not published yet: publish it before issuing tickets or checking guests in.',
      );
    }
    expect((await door.get(`/api/client/check-in/${event.id}`)).status).toBe(200);
    const row = await testApp.db
      .selectFrom('tickets')
      .select('checked_in_at')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row.checked_in_at).toBeNull();
  });
});
