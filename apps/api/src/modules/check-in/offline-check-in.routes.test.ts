import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { TOfflineScan, TOfflineTicketsResponse } from '@usher/contract/offline-check-in';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { createOrganisation, signedInClient, type RoleSet } from '../../../test/fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { uniqueReceiver } from '../../../test/delivery-fixtures';
import type { TestClient } from '../../../test/test-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const HOUR = 60 * 60 * 1000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000).toISOString();
const hmac = (key: string, code: string) => crypto.createHmac('sha256', key).update(code).digest('hex');

/** A published date of a new organiser, moved to have started an hour ago, with a master to sell and cancel. */
async function doorDate(options: { published?: boolean } = {}) {
  const organizationId = await createOrganisation(testApp.db);
  const master = await signedInClient(testApp, organizationId, 'master');
  const { event, variants } = await createActivityWithDate(master, { published: options.published ?? true });
  const startAt = new Date(Date.now() - HOUR);
  await testApp.db
    .updateTable('events')
    .set({ start_at: startAt, end_at: new Date(startAt.getTime() + 4 * HOUR), doors_open_at: null })
    .where('id', '=', event.id)
    .execute();
  return { organizationId, master, event, variantId: variants[0].id as string };
}

/** Issues a free order through the API and returns its reference and tickets with their QR codes. */
async function sell(master: TestClient, variantId: string, quantity: number, fullName: string) {
  const { phone, email } = uniqueReceiver();
  const response = await master.post('/api/client/order/free', {
    phoneNumber: phone,
    email,
    fullName,
    address: null,
    customField1: 'None',
    items: [{ identity: variantId, quantity }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const externalIds: string[] = response.body.tickets.map(
    (ticket: { ticketExternalId: string }) => ticket.ticketExternalId,
  );
  const rows = await testApp.db
    .selectFrom('tickets')
    .select(['external_id', 'check_in_code'])
    .where('external_id', 'in', externalIds)
    .execute();
  const codeOf = new Map(rows.map((row) => [row.external_id, row.check_in_code]));
  return {
    reference: response.body.orderReference as string,
    tickets: externalIds.map((externalId) => ({ externalId, code: codeOf.get(externalId)! })),
  };
}

const download = (client: TestClient, eventId: string, since?: string) =>
  client.get(`/api/client/check-in/${eventId}/offline${since === undefined ? '' : `?since=${since}`}`);

/**
 * A cursor past every ticket of the date so far. The cursor is the oldest transaction running anywhere on the
 * cluster when a download read, so while another test file's transaction is open a download may send tickets
 * again (never miss one); asking again once it has ended gives a cursor after which nothing is sent.
 */
async function settledCursor(client: TestClient, eventId: string, cursor: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const answer = (await download(client, eventId, cursor)).body as TOfflineTicketsResponse;
    if (answer.tickets.length === 0 || attempt === 100) return cursor;
    cursor = answer.cursor;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const upload = (client: TestClient, eventId: string, deviceId: string, scans: TOfflineScan[]) =>
  client.post(`/api/client/check-in/${eventId}/offline-scans`, { deviceId, scans });

const scanOf = (code: string, scannedAt = minutesAgo(1)): TOfflineScan => ({
  code,
  nonce: crypto.randomUUID(),
  scannedAt,
});

/** A check-in by hand from the offline guest list: the device names the ticket by its external id. */
const byHandOf = (ticketExternalId: string, scannedAt = minutesAgo(1)): TOfflineScan => ({
  ticketExternalId,
  nonce: crypto.randomUUID(),
  scannedAt,
});

async function ticketRow(externalId: string) {
  return testApp.db
    .selectFrom('tickets')
    .select(['checked_in_at', 'checked_in_device', 'checked_in_method', 'status'])
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
}

const externalIdsOf = (body: TOfflineTicketsResponse) =>
  body.tickets.map((ticket) => ticket.ticketExternalId).sort();

describe('downloading a date for offline check-in', () => {
  it('gives every ticket with the HMAC of its code under the date key, then only what changed since the cursor', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const first = await sell(master, variantId, 2, 'Ada Lovelace');
    const second = await sell(master, variantId, 1, 'Grace Hopper');
    const door = await signedInClient(testApp, organizationId, 'controller');

    const all = await download(door, event.id);
    expect(all.status).toBe(200);
    const body = all.body as TOfflineTicketsResponse;
    expect(body.key).toMatch(/^[0-9a-f]{64}$/);
    expect(body.tickets).toHaveLength(3);
    expect(body.tickets[0]).toEqual({
      hash: hmac(body.key, first.tickets[0]!.code),
      ticketExternalId: first.tickets[0]!.externalId,
      guestName: 'Ada Lovelace',
      ticketVariantName: 'Standard',
      orderReference: first.reference,
      status: 'valid',
      checkedInAt: null,
    });
    for (const [index, ticket] of [...first.tickets, ...second.tickets].entries()) {
      expect(body.tickets[index]!.hash).toBe(hmac(body.key, ticket.code));
    }
    expect(JSON.stringify(body)).not.toContain(first.tickets[0]!.code);

    const unchanged = await download(door, event.id, await settledCursor(door, event.id, body.cursor));
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.tickets).toEqual([]);
    expect(unchanged.body.key).toBe(body.key);
    const before = await settledCursor(door, event.id, unchanged.body.cursor);

    const third = await sell(master, variantId, 1, 'Mary Seacole');
    expect((await master.post(`/api/client/order/${second.reference}/cancel`)).status).toBe(200);
    const scanned = await door.request(
      'POST',
      `/api/client/check-in/${event.id}/check-in/${encodeURIComponent(first.tickets[1]!.code)}`,
    );
    expect(scanned.body.color).toBe('green');

    const changed = await download(door, event.id, before);
    const changes = changed.body as TOfflineTicketsResponse;
    expect(externalIdsOf(changes)).toEqual(
      [third.tickets[0]!.externalId, second.tickets[0]!.externalId, first.tickets[1]!.externalId].sort(),
    );
    const byId = new Map(changes.tickets.map((ticket) => [ticket.ticketExternalId, ticket]));
    expect(byId.get(second.tickets[0]!.externalId)!.status).toBe('cancelled');
    expect(byId.get(first.tickets[1]!.externalId)!.checkedInAt).toBe(
      (await ticketRow(first.tickets[1]!.externalId)).checked_in_at!.toISOString(),
    );
    expect(byId.get(third.tickets[0]!.externalId)!.hash).toBe(hmac(body.key, third.tickets[0]!.code));
    const after = await settledCursor(door, event.id, changes.cursor);
    expect((await download(door, event.id, after)).body.tickets).toEqual([]);
  });

  it('keys each date apart: another date of the same organiser gets another key', async () => {
    const { organizationId, master, event } = await doorDate();
    const other = await createActivityWithDate(master, { published: true });
    const door = await signedInClient(testApp, organizationId, 'admin');
    const keyOf = async (eventId: string) => (await download(door, eventId)).body.key as string;
    expect(await keyOf(event.id)).toBe(await keyOf(event.id));
    expect(await keyOf(event.id)).not.toBe(await keyOf(other.event.id));
  });

  // A change drawn before a download's read but committed after it must come in the next download: with one
  // connection PGlite never has a transaction open across a request, so this only shows on PostgreSQL.
  it.runIf(testDatabaseKind === 'postgres')(
    'sends on the next call a change that was still uncommitted while the previous download read',
    async () => {
      const { organizationId, master, event, variantId } = await doorDate();
      const sold = await sell(master, variantId, 2, 'Ada Lovelace');
      const door = await signedInClient(testApp, organizationId, 'controller');
      const [slow, fast] = sold.tickets;
      let cursor = '';
      await testApp.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tickets')
          .set({ checked_in_at: new Date() })
          .where('external_id', '=', slow!.externalId)
          .execute();
        // A later transaction commits first, so the newest committed change is younger than the open one.
        const scanned = await door.request(
          'POST',
          `/api/client/check-in/${event.id}/check-in/${encodeURIComponent(fast!.code)}`,
        );
        expect(scanned.body.color).toBe('green');
        const during = await download(door, event.id);
        expect(
          during.body.tickets.find(
            (t: { ticketExternalId: string }) => t.ticketExternalId === slow!.externalId,
          ).checkedInAt,
        ).toBeNull();
        cursor = during.body.cursor;
      });
      const after = await download(door, event.id, cursor);
      const slowAfter = after.body.tickets.find(
        (ticket: { ticketExternalId: string }) => ticket.ticketExternalId === slow!.externalId,
      );
      expect(slowAfter).toMatchObject({ checkedInAt: expect.any(String) });
    },
  );
});

describe('who may use the offline door', () => {
  const routes = (eventId: string, code = 'none') =>
    [
      (client: TestClient) => download(client, eventId),
      (client: TestClient) => upload(client, eventId, 'door-1', [scanOf(code)]),
    ] as const;

  it('lets the door roles in and answers 403 to a member without door rights (§6)', async () => {
    const { organizationId, event } = await doorDate();
    for (const role of ['master', 'masterWithoutControl', 'admin', 'controller'] satisfies RoleSet[]) {
      const client = await signedInClient(testApp, organizationId, role);
      for (const call of routes(event.id)) expect((await call(client)).status).toBe(200);
    }
    const none = await signedInClient(testApp, organizationId, 'none');
    for (const call of routes(event.id)) expect((await call(none)).status).toBe(403);
  });

  it("answers 404 for another organiser's date and for an id that is no date, and 409 while unpublished", async () => {
    const mine = await doorDate();
    const theirs = await doorDate();
    const sold = await sell(theirs.master, theirs.variantId, 1, 'Their Guest');
    for (const call of routes(theirs.event.id, sold.tickets[0]!.code)) {
      const response = await call(mine.master);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: MESSAGES.notFound });
    }
    for (const eventId of [crypto.randomUUID(), 'not-a-date']) {
      for (const call of routes(eventId)) expect((await call(mine.master)).status).toBe(404);
    }
    expect((await ticketRow(sold.tickets[0]!.externalId)).checked_in_at).toBeNull();

    const unpublished = await doorDate({ published: false });
    for (const call of routes(unpublished.event.id)) {
      const response = await call(unpublished.master);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(MESSAGES.activityNotPublished);
    }
  });
});

describe('uploading scans made offline', () => {
  it('answers each scan in the order sent with the spec colours and checks in at the scan time', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const sold = await sell(master, variantId, 2, 'Ada Lovelace');
    const cancelled = await sell(master, variantId, 1, 'Grace Hopper');
    await master.post(`/api/client/order/${cancelled.reference}/cancel`);
    const otherDate = await createActivityWithDate(master, { published: true });
    const elsewhere = await sell(master, otherDate.variants[0].id, 1, 'Other Guest');
    const theirs = await doorDate();
    const theirTicket = await sell(theirs.master, theirs.variantId, 1, 'Their Guest');
    const door = await signedInClient(testApp, organizationId, 'controller');

    const firstAt = minutesAgo(10);
    const scans = [
      scanOf(sold.tickets[0]!.code, firstAt),
      scanOf(sold.tickets[0]!.code, minutesAgo(9)),
      scanOf(cancelled.tickets[0]!.code),
      scanOf('never-issued'),
      scanOf(elsewhere.tickets[0]!.code),
      scanOf(theirTicket.tickets[0]!.code),
      scanOf(sold.tickets[1]!.code, minutesAgo(2)),
    ];
    const response = await upload(door, event.id, 'door-1', scans);
    expect(response.status).toBe(200);
    const firstTime = new Date(firstAt).toISOString();
    expect(response.body.results).toEqual([
      {
        nonce: scans[0]!.nonce,
        outcome: 'checkedIn',
        checkedInAt: firstTime,
        color: 'green',
        message: 'Checked in: Ada Lovelace, Standard',
      },
      {
        nonce: scans[1]!.nonce,
        outcome: 'alreadyCheckedIn',
        checkedInAt: firstTime,
        color: 'orange',
        message: `Already checked in at ${formatLondon(firstAt)}: Ada Lovelace, Standard`,
      },
      {
        nonce: scans[2]!.nonce,
        outcome: 'cancelled',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.ticketCancelled,
      },
      {
        nonce: scans[3]!.nonce,
        outcome: 'unknown',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.qrNotRecognised,
      },
      {
        nonce: scans[4]!.nonce,
        outcome: 'otherEvent',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.otherEventTicket(
          `${otherDate.activity.name}, ${formatLondon(otherDate.event.startAt)}`,
        ),
      },
      {
        nonce: scans[5]!.nonce,
        outcome: 'unknown',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.qrNotRecognised,
      },
      {
        nonce: scans[6]!.nonce,
        outcome: 'checkedIn',
        checkedInAt: new Date(scans[6]!.scannedAt).toISOString(),
        color: 'green',
        message: 'Checked in: Ada Lovelace, Standard',
      },
    ]);
    expect(await ticketRow(sold.tickets[0]!.externalId)).toEqual({
      checked_in_at: new Date(firstAt),
      checked_in_device: 'door-1',
      checked_in_method: 'scan',
      status: 'valid',
    });
    for (const untouched of [cancelled, elsewhere, theirTicket]) {
      expect((await ticketRow(untouched.tickets[0]!.externalId)).checked_in_at).toBeNull();
    }
  });

  it('is idempotent: the same batch sent again answers the same and changes nothing', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const sold = await sell(master, variantId, 3, 'Ada Lovelace');
    const door = await signedInClient(testApp, organizationId, 'controller');
    const scans = sold.tickets.map((ticket, index) => scanOf(ticket.code, minutesAgo(10 - index)));
    const first = await upload(door, event.id, 'door-1', scans);
    expect(first.body.results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'checkedIn',
      'checkedIn',
      'checkedIn',
    ]);
    const cursor = await settledCursor(door, event.id, (await download(door, event.id)).body.cursor);
    const rowsBefore = await Promise.all(sold.tickets.map((ticket) => ticketRow(ticket.externalId)));

    const again = await Promise.all([
      upload(door, event.id, 'door-1', scans),
      upload(door, event.id, 'door-1', scans),
    ]);
    for (const response of again) expect(response.body).toEqual(first.body);
    // The repeat from another device, with earlier times, still answers what the nonces got the first time.
    const replayed = await upload(
      door,
      event.id,
      'door-2',
      scans.map((scan) => ({ ...scan, scannedAt: minutesAgo(60) })),
    );
    expect(replayed.body).toEqual(first.body);
    expect(await Promise.all(sold.tickets.map((ticket) => ticketRow(ticket.externalId)))).toEqual(rowsBefore);
    expect((await download(door, event.id, cursor)).body.tickets).toEqual([]);
  });

  it('reports a conflict to a second device and keeps the earliest scan time', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const sold = await sell(master, variantId, 2, 'Ada Lovelace');
    const [doorA, doorB] = await Promise.all([
      signedInClient(testApp, organizationId, 'controller'),
      signedInClient(testApp, organizationId, 'admin'),
    ]);
    const code = sold.tickets[0]!.code;
    const aAt = minutesAgo(5);
    const bAt = minutesAgo(20);

    const fromA = await upload(doorA, event.id, 'door-A', [scanOf(code, aAt)]);
    expect(fromA.body.results[0]).toMatchObject({
      outcome: 'checkedIn',
      checkedInAt: new Date(aAt).toISOString(),
    });
    // Scanned earlier on B, which was offline longer: the ticket takes B's earlier time, A stays who checked it in.
    const fromB = await upload(doorB, event.id, 'door-B', [scanOf(code, bAt)]);
    expect(fromB.body.results[0]).toEqual({
      nonce: expect.any(String),
      outcome: 'conflict',
      checkedInAt: new Date(bAt).toISOString(),
      color: 'orange',
      message: `Already checked in at ${formatLondon(bAt)} by ${doorA.member.email}: Ada Lovelace, Standard`,
    });
    expect(await ticketRow(sold.tickets[0]!.externalId)).toMatchObject({
      checked_in_at: new Date(bAt),
      checked_in_device: 'door-A',
    });
    const laterFromA = await upload(doorA, event.id, 'door-A', [scanOf(code, minutesAgo(1))]);
    expect(laterFromA.body.results[0]).toMatchObject({
      outcome: 'alreadyCheckedIn',
      checkedInAt: new Date(bAt).toISOString(),
    });

    // A ticket checked in online (no device) while this device was offline is a conflict for it too.
    const online = sold.tickets[1]!;
    await doorA.request(
      'POST',
      `/api/client/check-in/${event.id}/check-in/${encodeURIComponent(online.code)}`,
    );
    const offline = await upload(doorB, event.id, 'door-B', [scanOf(online.code)]);
    expect(offline.body.results[0].outcome).toBe('conflict');
  });

  it('within one batch: a repeated nonce answers as its first use, and a later-sent earlier scan moves the time', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const sold = await sell(master, variantId, 1, 'Ada Lovelace');
    const door = await signedInClient(testApp, organizationId, 'controller');
    const first = scanOf(sold.tickets[0]!.code, minutesAgo(5));
    const earlier = scanOf(sold.tickets[0]!.code, minutesAgo(30));
    const response = await upload(door, event.id, 'door-1', [
      first,
      { ...first, scannedAt: minutesAgo(1) },
      earlier,
    ]);
    const earliest = new Date(earlier.scannedAt).toISOString();
    expect(response.body.results).toEqual([
      expect.objectContaining({
        nonce: first.nonce,
        outcome: 'checkedIn',
        checkedInAt: new Date(first.scannedAt).toISOString(),
      }),
      expect.objectContaining({
        nonce: first.nonce,
        outcome: 'checkedIn',
        checkedInAt: new Date(first.scannedAt).toISOString(),
      }),
      expect.objectContaining({ nonce: earlier.nonce, outcome: 'alreadyCheckedIn', checkedInAt: earliest }),
    ]);
    expect(await ticketRow(sold.tickets[0]!.externalId)).toMatchObject({
      checked_in_at: new Date(earliest),
      checked_in_device: 'door-1',
    });
  });

  it('gives exactly one checkedIn when two devices upload the same ticket at once', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const doors = await Promise.all(
      Array.from({ length: 4 }, () => signedInClient(testApp, organizationId, 'controller')),
    );
    for (let round = 0; round < 5; round += 1) {
      const sold = await sell(master, variantId, 1, 'Ada Lovelace');
      const responses = await Promise.all(
        doors.map((door, index) => upload(door, event.id, `door-${index}`, [scanOf(sold.tickets[0]!.code)])),
      );
      const outcomes = responses.map((response) => response.body.results[0].outcome).sort();
      expect(outcomes).toEqual(['checkedIn', 'conflict', 'conflict', 'conflict']);
    }
  });

  it('refuses more than 1,000 scans and bad bodies with 400, changing nothing', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const sold = await sell(master, variantId, 1, 'Ada Lovelace');
    const door = await signedInClient(testApp, organizationId, 'controller');
    const code = sold.tickets[0]!.code;
    const url = `/api/client/check-in/${event.id}/offline-scans`;

    const tooMany = await upload(
      door,
      event.id,
      'door-1',
      Array.from({ length: 1001 }, () => scanOf(code)),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toEqual(expect.any(String));
    expect(Object.values(tooMany.body.errors ?? {})).toContain(MESSAGES.tooManyOfflineScans(1000));

    const scan = scanOf(code);
    const { code: _code, ...noTicket } = scan;
    const badBodies: unknown[] = [
      { deviceId: 'door-1', scans: [noTicket] },
      { deviceId: 'door-1', scans: [{ ...scan, ticketExternalId: sold.tickets[0]!.externalId }] },
      { deviceId: 'door-1', scans: [{ ...noTicket, ticketExternalId: '' }] },
      { deviceId: 'door-1', scans: [{ ...noTicket, ticketExternalId: 'x'.repeat(101) }] },
      { deviceId: 'door-1', scans: [{ ...scan, code: `${code}\u0000` }] },
      { deviceId: 'door\u0000', scans: [scan] },
      { deviceId: 'door-1', scans: [{ ...scan, nonce: 'short' }] },
      { deviceId: 'door-1', scans: [{ ...scan, scannedAt: 'yesterday' }] },
      { deviceId: 'door-1', scans: [{ ...scan, scannedAt: new Date(Date.now() + HOUR).toISOString() }] },
      { deviceId: 'door-1', scans: [{ ...scan, code: 42 }] },
      { deviceId: 'door-1', scans: [scan, { ...scan, nonce: null }] },
      { deviceId: 7, scans: [scan] },
      { deviceId: 'door-1', scans: {} },
      { deviceId: 'door-1', scans: [] },
      { scans: [scan] },
      [],
      'scans',
      null,
    ];
    for (const body of badBodies) {
      const response = await door.post(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const notJson = await door.request('POST', url, {
      rawBody: new TextEncoder().encode('{"deviceId":'),
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    for (const since of ['abc', '-1', '1'.repeat(40), '%00']) {
      expect((await download(door, event.id, since)).status).toBe(400);
    }
    expect((await ticketRow(sold.tickets[0]!.externalId)).checked_in_at).toBeNull();
    const stored = await testApp.db
      .selectFrom('offline_scans')
      .select('nonce')
      .where('organization_id', '=', organizationId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('uploading check-ins made by hand offline', () => {
  it('checks a ticket in by its external id once by nonce, as a scan, recorded as manual', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const sold = await sell(master, variantId, 2, 'Ada Lovelace');
    const cancelled = await sell(master, variantId, 1, 'Grace Hopper');
    await master.post(`/api/client/order/${cancelled.reference}/cancel`);
    const door = await signedInClient(testApp, organizationId, 'controller');
    const [ticket, scanned] = sold.tickets;
    const at = minutesAgo(7);
    const items = [
      byHandOf(ticket!.externalId, at),
      scanOf(scanned!.code),
      byHandOf(ticket!.externalId),
      byHandOf(cancelled.tickets[0]!.externalId),
    ];

    const first = await upload(door, event.id, 'door-1', items);
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([
      {
        nonce: items[0]!.nonce,
        outcome: 'checkedIn',
        checkedInAt: new Date(at).toISOString(),
        color: 'green',
        message: 'Checked in: Ada Lovelace, Standard',
      },
      expect.objectContaining({ nonce: items[1]!.nonce, outcome: 'checkedIn' }),
      {
        nonce: items[2]!.nonce,
        outcome: 'alreadyCheckedIn',
        checkedInAt: new Date(at).toISOString(),
        color: 'orange',
        message: `Already checked in at ${formatLondon(at)}: Ada Lovelace, Standard`,
      },
      {
        nonce: items[3]!.nonce,
        outcome: 'cancelled',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.ticketCancelled,
      },
    ]);
    expect(await ticketRow(ticket!.externalId)).toEqual({
      checked_in_at: new Date(at),
      checked_in_device: 'door-1',
      checked_in_method: 'manual',
      status: 'valid',
    });
    expect((await ticketRow(scanned!.externalId)).checked_in_method).toBe('scan');
    expect((await ticketRow(cancelled.tickets[0]!.externalId)).checked_in_at).toBeNull();

    // Sent again (a lost answer), even with another time: the same answers, nothing moves.
    const again = await upload(
      door,
      event.id,
      'door-1',
      items.map((item) => ({ ...item, scannedAt: minutesAgo(50) })),
    );
    expect(again.body).toEqual(first.body);
    expect((await ticketRow(ticket!.externalId)).checked_in_at).toEqual(new Date(at));
  });

  it('is a conflict when the ticket was checked in online meanwhile, which keeps who let the guest in', async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    const sold = await sell(master, variantId, 1, 'Ada Lovelace');
    const door = await signedInClient(testApp, organizationId, 'controller');
    const { externalId } = sold.tickets[0]!;
    const online = await door.request(
      'POST',
      `/api/client/check-in/${event.id}/manual-check-in/${encodeURIComponent(externalId)}`,
    );
    expect(online.body.color).toBe('green');
    const checkedIn = await ticketRow(externalId);

    // Let in by hand on an offline device after that (an earlier time would move the check-in time back).
    const offline = await upload(door, event.id, 'door-B', [byHandOf(externalId, new Date().toISOString())]);
    expect(offline.body.results[0]).toEqual({
      nonce: expect.any(String),
      outcome: 'conflict',
      checkedInAt: checkedIn.checked_in_at!.toISOString(),
      color: 'orange',
      message: `Already checked in at ${formatLondon(checkedIn.checked_in_at!)} by ${door.member.email}: Ada Lovelace, Standard`,
    });
    expect(await ticketRow(externalId)).toEqual(checkedIn);
  });

  it("answers unknown for another organiser's ticket or no ticket, and another event for a ticket of another date", async () => {
    const { organizationId, master, event, variantId } = await doorDate();
    await sell(master, variantId, 1, 'Ada Lovelace');
    const otherDate = await createActivityWithDate(master, { published: true });
    const elsewhere = await sell(master, otherDate.variants[0].id, 1, 'Other Guest');
    const theirs = await doorDate();
    const theirTicket = await sell(theirs.master, theirs.variantId, 1, 'Their Guest');
    const door = await signedInClient(testApp, organizationId, 'controller');
    const items = [
      byHandOf(theirTicket.tickets[0]!.externalId),
      byHandOf('no-such-ticket'),
      byHandOf(elsewhere.tickets[0]!.externalId),
    ];

    const response = await upload(door, event.id, 'door-1', items);
    expect(response.body.results).toEqual([
      {
        nonce: items[0]!.nonce,
        outcome: 'unknown',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.notFound,
      },
      {
        nonce: items[1]!.nonce,
        outcome: 'unknown',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.notFound,
      },
      {
        nonce: items[2]!.nonce,
        outcome: 'otherEvent',
        checkedInAt: null,
        color: 'red',
        message: MESSAGES.otherEventTicket(
          `${otherDate.activity.name}, ${formatLondon(otherDate.event.startAt)}`,
        ),
      },
    ]);
    for (const untouched of [theirTicket, elsewhere]) {
      expect((await ticketRow(untouched.tickets[0]!.externalId)).checked_in_at).toBeNull();
    }
  });
});
