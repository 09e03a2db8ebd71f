import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, inDays } from '../../../test/activity-fixtures';
import { callApi, createApiKey } from '../../../test/api-key-fixtures';
import { dateOnSale, holdAndCheckout, testPay } from '../../../test/checkout-fixtures';
import type { TestClient } from '../../../test/test-client';

let testApp: TestApp;
let master: Awaited<ReturnType<typeof signedInClient>>;
let key: string;
let eventId: string;
let variantId: string;

const api = (path: string, options?: Parameters<typeof callApi>[3], withKey: string | null = key) =>
  callApi(testApp.baseUrl, withKey, path, options);

const issue = async (client: TestClient, variant: string, fullName: string, quantity = 1) => {
  const response = await client.post('/api/client/order/free', {
    phoneNumber: '07700 900123',
    fullName,
    email: 'guest@example.test',
    customField1: 'None',
    items: [{ identity: variant, quantity }],
  });
  if (response.status !== 200) throw new Error(`order not issued: ${response.text}`);
  return response.body;
};

beforeAll(async () => {
  testApp = await startTestApp();
  master = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
  const { event, variants } = await createActivityWithDate(master, { published: true, startAt: inDays(5) });
  eventId = event.id;
  variantId = variants[0].id;
  key = (await createApiKey(master)).key;
});
afterAll(() => testApp.close());

describe('authentication of /api/v1', () => {
  it.each([
    ['no header', null, undefined],
    ['a wrong key', `usk_${'A'.repeat(32)}`, undefined],
    ['a malformed key', 'usk_short', undefined],
    ['another scheme', null, { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', null, { authorization: 'Bearer ' }],
  ])('answers 401 { message } to %s', async (_, given, headers) => {
    const response = await callApi(testApp.baseUrl, given, '/events', { headers });
    expect(response.status).toBe(401);
    expect(Object.keys(response.body)).toEqual(['message']);
  });

  it('ignores a signed-in cookie: no key is 401, a key without CSRF token checks in', async () => {
    const cookie = master.cookieHeader();
    expect((await callApi(testApp.baseUrl, null, '/events', { headers: { cookie } })).status).toBe(401);
    const order = await issue(master, variantId, 'Cookie Tester');
    const code = await codeOf(order.tickets[0].ticketExternalId);
    const scan = await api(`/events/${eventId}/check-ins`, {
      method: 'POST',
      body: { code, nonce: 'nonce-cookie-1' },
      headers: { cookie },
    });
    expect(scan.status).toBe(200);
    expect(scan.body.color).toBe('green');
  });

  it('refuses a revoked key at once, in this process and another on the same database', async () => {
    const database: TestDatabase = await createTestDatabase();
    const first = await startTestApp({}, { database });
    const second = await startTestApp({}, { database });
    try {
      const owner = await signedInClient(first, await createOrganisation(first.db), 'master');
      const made = await createApiKey(owner, ['events:read']);
      expect((await callApi(first.baseUrl, made.key, '/events')).status).toBe(200);
      expect((await callApi(second.baseUrl, made.key, '/events')).status).toBe(200);
      expect((await owner.post(`/api/client/api-keys/${made.id}/revoke`)).status).toBe(200);
      expect((await callApi(first.baseUrl, made.key, '/events')).status).toBe(401);
      expect((await callApi(second.baseUrl, made.key, '/events')).status).toBe(401);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });

  it('answers 403 for a scope the key lacks', async () => {
    const eventsOnly = (await createApiKey(master, ['events:read'])).key;
    expect((await api('/events', {}, eventsOnly)).status).toBe(200);
    for (const path of [`/events/${eventId}/orders`, `/events/${eventId}/guests`]) {
      const response = await api(path, {}, eventsOnly);
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/scope/);
    }
    const scan = await api(
      `/events/${eventId}/check-ins`,
      { method: 'POST', body: { code: 'x', nonce: 'nonce-scope-1' } },
      eventsOnly,
    );
    expect(scan.status).toBe(403);
    expect((await api('/events', {}, (await createApiKey(master, ['orders:read'])).key)).status).toBe(403);
  });

  it('moves lastUsedAt at most once a minute', async () => {
    const made = await createApiKey(master, ['events:read']);
    const lastUsed = async () =>
      (
        await testApp.db
          .selectFrom('api_keys')
          .select('last_used_at')
          .where('id', '=', made.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await api('/events', {}, made.key);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await api('/events', {}, made.key);
    expect(await lastUsed()).toEqual(first);
    await testApp.db
      .updateTable('api_keys')
      .set({ last_used_at: new Date(Date.now() - 61_000) })
      .where('id', '=', made.id)
      .execute();
    await api('/events', {}, made.key);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });
});

async function codeOf(externalId: string): Promise<string> {
  const row = await testApp.db
    .selectFrom('tickets')
    .select('check_in_code')
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return row.check_in_code;
}

describe('tenancy of /api/v1', () => {
  it('answers 404 for another organiser’s date on every route, and lists only its own dates', async () => {
    const other = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    const theirs = await createActivityWithDate(other, { published: true });
    const order = await issue(other, theirs.variants[0].id, 'Their Guest');
    const code = await codeOf(order.tickets[0].ticketExternalId);
    const id = theirs.event.id;
    expect((await api(`/events/${id}/orders`)).status).toBe(404);
    expect((await api(`/events/${id}/guests`)).status).toBe(404);
    const scan = await api(`/events/${id}/check-ins`, {
      method: 'POST',
      body: { code, nonce: 'nonce-tenancy' },
    });
    expect(scan.status).toBe(404);
    const ticket = await testApp.db
      .selectFrom('tickets')
      .select('checked_in_at')
      .where('external_id', '=', order.tickets[0].ticketExternalId)
      .executeTakeFirstOrThrow();
    expect(ticket.checked_in_at).toBeNull();
    // Their code at our date: not a ticket of ours.
    const ours = await api(`/events/${eventId}/check-ins`, {
      method: 'POST',
      body: { code, nonce: 'nonce-tenancy-2' },
    });
    expect(ours.status).toBe(404);
    const events = (await api('/events')).body.events.map((e: { id: string }) => e.id);
    expect(events).toContain(eventId);
    expect(events).not.toContain(id);
  });
});

describe('GET /api/v1/events', () => {
  it('answers the dates with their figures, bounded by from and to', async () => {
    const owner = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    const soon = await createActivityWithDate(owner, { published: true, startAt: inDays(2), capacity: 50 });
    const later = await createActivityWithDate(owner, { startAt: inDays(20) });
    await issue(owner, soon.variants[0].id, 'Ada', 3);
    const ownKey = (await createApiKey(owner, ['events:read'])).key;
    const all = await api('/events', {}, ownKey);
    expect(all.status).toBe(200);
    expect(all.body.events).toEqual([
      {
        id: soon.event.id,
        activityId: soon.activity.id,
        activityName: 'Jazz by the River',
        startAt: soon.event.startAt,
        endAt: soon.event.endAt,
        isPublished: true,
        capacity: 50,
        sold: 3,
        checkedIn: 0,
      },
      expect.objectContaining({ id: later.event.id, isPublished: false, sold: 0 }),
    ]);
    const from = (await api(`/events?from=${encodeURIComponent(inDays(10))}`, {}, ownKey)).body.events;
    expect(from.map((e: { id: string }) => e.id)).toEqual([later.event.id]);
    const to = (await api(`/events?to=${encodeURIComponent(inDays(10))}`, {}, ownKey)).body.events;
    expect(to.map((e: { id: string }) => e.id)).toEqual([soon.event.id]);
    const bad = await api('/events?from=tomorrow', {}, ownKey);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
  });
});

describe('GET /api/v1/events/{eventId}/orders', () => {
  it('pages 100 orders oldest change first, and a sync by updatedSince brings back an order cancelled since', async () => {
    const owner = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    const date = await createActivityWithDate(owner, {
      published: true,
      capacity: 200,
      variants: [{ name: 'Standard', price: 0, max: 200 }],
    });
    const ownKey = (await createApiKey(owner, ['orders:read'])).key;
    const references: string[] = [];
    for (let i = 0; i < 101; i++)
      references.push((await issue(owner, date.variants[0].id, `Guest ${i}`)).orderReference);

    const first = await api(`/events/${date.event.id}/orders`, {}, ownKey);
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(100);
    expect(first.body.orders[0]).toEqual({
      orderId: expect.any(String),
      orderReference: references[0],
      channel: 'free',
      status: 'paid',
      fullName: 'Guest 0',
      email: 'guest@example.test',
      phoneNumber: '+447700900123',
      total: 0,
      discount: 0,
      promoCode: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      tickets: [
        {
          ticketId: expect.any(String),
          ticketNumber: 1,
          ticketVariantName: 'Standard',
          price: 0,
          discountedPrice: 0,
          checkedInAt: null,
        },
      ],
    });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api(
      `/events/${date.event.id}/orders?after=${encodeURIComponent(first.body.nextCursor)}`,
      {},
      ownKey,
    );
    expect(second.body.orders.map((o: { orderReference: string }) => o.orderReference)).toEqual([
      references[100],
    ]);
    expect(second.body.nextCursor).toBeNull();
    const seen = [...first.body.orders, ...second.body.orders].map(
      (o: { orderReference: string }) => o.orderReference,
    );
    expect(new Set(seen).size).toBe(101);

    const syncedUpTo: string = second.body.orders[0].updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await owner.post(`/api/client/order/${references[3]}/cancel`)).status).toBe(200);
    const sync = await api(
      `/events/${date.event.id}/orders?updatedSince=${encodeURIComponent(syncedUpTo)}`,
      {},
      ownKey,
    );
    expect(sync.status).toBe(200);
    const changed = sync.body.orders.map((o: { orderReference: string; status: string }) => [
      o.orderReference,
      o.status,
    ]);
    expect(changed).toContainEqual([references[3], 'cancelled']);
    expect(changed.at(-1)).toEqual([references[3], 'cancelled']);
    expect(changed.length).toBeLessThanOrEqual(2);
  });

  it('brings back an order whose ticket was checked in through the API since the last sync', async () => {
    const order = await issue(master, variantId, 'Check-in Sync');
    // A newer order, so the one checked in is not the last a client holds and must come back by its change.
    await issue(master, variantId, 'Later Buyer');
    const before = await api(`/events/${eventId}/orders`);
    const last: string = before.body.orders.at(-1).updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const code = await codeOf(order.tickets[0].ticketExternalId);
    const scan = await api(`/events/${eventId}/check-ins`, {
      method: 'POST',
      body: { code, nonce: 'nonce-sync-1' },
    });
    expect(scan.body.color).toBe('green');
    const sync = await api(`/events/${eventId}/orders?updatedSince=${encodeURIComponent(last)}`);
    const synced = sync.body.orders.find(
      (o: { orderReference: string }) => o.orderReference === order.orderReference,
    );
    expect(synced.tickets[0].checkedInAt).toEqual(expect.any(String));
    expect(sync.body.orders.at(-1).orderReference).toBe(order.orderReference);
  });

  it('brings back an online order paid since the last sync (a change of the order alone)', async () => {
    const sale = await dateOnSale(testApp, { variants: [{ name: 'Standard', price: 1500, max: 50 }] });
    const ownKey = (await createApiKey(sale.master, ['orders:read'])).key;
    const pending = await holdAndCheckout(testApp, sale.event.id, [
      { identity: sale.variantId, quantity: 2 },
    ]);
    const before = await api(`/events/${sale.event.id}/orders`, {}, ownKey);
    expect(before.body.orders.map((o: { status: string }) => o.status)).toEqual(['pending']);
    const last: string = before.body.orders[0].updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await testPay(pending.customer, pending.orderId)).status).toBe(200);
    const sync = await api(
      `/events/${sale.event.id}/orders?updatedSince=${encodeURIComponent(last)}`,
      {},
      ownKey,
    );
    expect(sync.body.orders).toHaveLength(1);
    expect(sync.body.orders[0]).toMatchObject({
      orderId: pending.orderId,
      status: 'paid',
      channel: 'test',
      total: 3000,
    });
    expect(sync.body.orders[0].tickets).toHaveLength(2);
    expect(Date.parse(sync.body.orders[0].updatedAt)).toBeGreaterThan(Date.parse(last));
  });

  it('refuses a cursor it did not hand out and a bad updatedSince with 400', async () => {
    for (const query of ['after=bm90LWEtY3Vyc29y', 'after=%00', 'updatedSince=yesterday']) {
      const response = await api(`/events/${eventId}/orders?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await api('/events/not-a-uuid/orders')).status).toBe(404);
  });
});

describe('GET /api/v1/events/{eventId}/guests', () => {
  it('pages the guest list by 100 with nextCursor', async () => {
    const owner = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    const date = await createActivityWithDate(owner, {
      published: true,
      capacity: 200,
      variants: [{ name: 'Standard', price: 0, max: 200 }],
    });
    const ownKey = (await createApiKey(owner, ['guests:read'])).key;
    await issue(owner, date.variants[0].id, 'Big Group', 30);
    await issue(owner, date.variants[0].id, 'Other Group', 75);
    const first = await api(`/events/${date.event.id}/guests`, {}, ownKey);
    expect(first.status).toBe(200);
    expect(first.body.guests).toHaveLength(100);
    expect(first.body.guests[0]).toMatchObject({ guestName: 'Big Group', ticketIndex: 1, checkedIn: false });
    const second = await api(`/events/${date.event.id}/guests?after=${first.body.nextCursor}`, {}, ownKey);
    expect(second.body.guests).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('POST /api/v1/events/{eventId}/check-ins', () => {
  it('answers as the door: green, the same nonce green again, another scan orange, as the key’s maker', async () => {
    const order = await issue(master, variantId, 'Grace Hopper');
    const code = await codeOf(order.tickets[0].ticketExternalId);
    const scan = (nonce: string, body: object = { code, nonce }) =>
      api(`/events/${eventId}/check-ins`, { method: 'POST', body });
    const green = await scan('nonce-door-1');
    expect(green.body).toEqual({ color: 'green', message: expect.stringContaining('Grace Hopper') });
    expect((await scan('nonce-door-1')).body.color).toBe('green');
    expect((await scan('nonce-door-2')).body.color).toBe('orange');
    const checked = await testApp.db
      .selectFrom('tickets')
      .select(['checked_in_by', 'checked_in_device'])
      .where('external_id', '=', order.tickets[0].ticketExternalId)
      .executeTakeFirstOrThrow();
    expect(checked.checked_in_by).toBe(master.member.userId);
    expect(checked.checked_in_device).toMatch(/^API key usk_/);
    expect((await scan('', { code, nonce: 'short' })).status).toBe(400);
    expect((await scan('', { nonce: 'nonce-door-3' })).status).toBe(400);
    expect((await scan('nonce-unknown', { code: 'no-such-code', nonce: 'nonce-door-4' })).status).toBe(404);
  });
});

describe('the per-key rate limit', () => {
  it('answers 429 to the request after the limit within the minute, and another key is unaffected', async () => {
    const limited = await startTestApp({ apiKeyRequestsPerMinute: 3 });
    try {
      const owner = await signedInClient(limited, await createOrganisation(limited.db), 'master');
      const one = (await createApiKey(owner, ['events:read'])).key;
      const two = (await createApiKey(owner, ['events:read'])).key;
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await callApi(limited.baseUrl, one, '/events')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await callApi(limited.baseUrl, one, '/events');
      expect(Object.keys(refused.body)).toEqual(['message']);
      expect((await callApi(limited.baseUrl, two, '/events')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
