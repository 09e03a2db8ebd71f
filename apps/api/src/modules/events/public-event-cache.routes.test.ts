import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { dateOnSale, holdAndCheckout, placeHold } from '../../../test/checkout-fixtures';
import { QueryCounter } from '../../../test/query-counter';
import { announceDatesChanged } from '../sales/date-changes';
import { PUBLIC_PAGE_CACHE_CONTROL } from './cached-page.reply';

const counter = new QueryCounter();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({}, { databasePlugins: [counter] });
});
afterAll(() => testApp.close());

const publicEvent = (id: string, headers: Record<string, string> = {}) =>
  testApp.client().request('GET', `/api/public/event/${id}`, { headers });

const reservedOf = async (eventId: string) =>
  (await publicEvent(eventId)).body.ticketVariants[0].reservedCount as number;

describe('GET /api/public/event/{eventId} through its micro-cache', () => {
  it('answers with an ETag, 304 when the copy asked about is current, and may be kept by a CDN for 1 s', async () => {
    const { event } = await dateOnSale(testApp);
    const page = await publicEvent(event.id);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=1, stale-while-revalidate=\d+$/);
    expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await publicEvent(event.id, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect((await publicEvent(event.id, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await publicEvent(event.id, { 'if-none-match': '"other"' })).status).toBe(200);

    await placeHold(testApp.client(), event.id, [{ identity: page.body.ticketVariants[0].id, quantity: 1 }]);
    const changed = await publicEvent(event.id, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('keeps no-store on other answers: a missing page, the session', async () => {
    const missing = await publicEvent('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    expect((await testApp.client().get('/api/auth/session')).headers.get('cache-control')).toBe('no-store');
  });

  it('shows a hold, an order, a release and a cancel in the very next read', async () => {
    const { event, variantId, master } = await dateOnSale(testApp);
    expect(await reservedOf(event.id)).toBe(0);
    const customer = testApp.client();
    const held = await placeHold(customer, event.id, [{ identity: variantId, quantity: 2 }]);
    expect(held.status).toBe(201);
    expect(await reservedOf(event.id)).toBe(2);
    await customer.post(`/api/public/holds/${held.body.id}/release`);
    expect(await reservedOf(event.id)).toBe(0);

    const { orderReference } = await holdAndCheckout(testApp, event.id, [
      { identity: variantId, quantity: 3 },
    ]);
    expect(await reservedOf(event.id)).toBe(3);
    expect((await master.post(`/api/client/order/${orderReference}/cancel`)).status).toBe(200);
    expect(await reservedOf(event.id)).toBe(0);
  });

  it('shows a capacity cut and a ticket type edit at once', async () => {
    const { event, variantId, master, activity } = await dateOnSale(testApp);
    expect((await publicEvent(event.id)).body.maxTicketCount).toBe(100);
    await master.post(`/api/client/event/${event.id}/update`, {
      activityId: activity.id,
      startAt: event.startAt,
      endAt: event.endAt,
      doorsOpenAt: event.doorsOpenAt,
      maxTicketCount: 40,
    });
    expect((await publicEvent(event.id)).body.maxTicketCount).toBe(40);
    await master.post(`/api/client/ticket-variant/${variantId}/update`, {
      eventId: event.id,
      name: 'Early bird',
      imageUrl: null,
      description: null,
      price: 1500,
      maxTicketCount: 30,
      isAffectEventTicketCount: true,
    });
    expect((await publicEvent(event.id)).body.ticketVariants[0]).toMatchObject({
      name: 'Early bird',
      maxTicketCount: 30,
    });
  });

  it('never serves a copy of an unpublished page: unpublish answers 404 at once, publish shows it at once', async () => {
    const { event, activity, master } = await dateOnSale(testApp);
    expect((await publicEvent(event.id)).status).toBe(200);
    expect((await master.post(`/api/client/activity/${activity.id}/unpublish`)).status).toBe(200);
    expect((await publicEvent(event.id)).status).toBe(404);
    expect((await master.post(`/api/client/activity/${activity.id}/publish`)).status).toBe(200);
    expect((await publicEvent(event.id)).status).toBe(200);
  });

  it('reads the database once for many requests arriving together (single flight)', async () => {
    const { event } = await dateOnSale(testApp);
    counter.count = 0;
    await publicEvent(event.id);
    const oneRead = counter.count;
    expect(oneRead).toBeGreaterThan(0);

    await announceDatesChanged([event.id]);
    counter.count = 0;
    // Each statement answers 300 ms late, so all 50 requests arrive while the first read is still running.
    counter.delayMs = 300;
    try {
      const pages = await Promise.all(Array.from({ length: 50 }, () => publicEvent(event.id)));
      expect(pages.every((page) => page.status === 200)).toBe(true);
      expect(new Set(pages.map((page) => page.headers.get('etag'))).size).toBe(1);
    } finally {
      counter.delayMs = 0;
    }
    expect(counter.count).toBe(oneRead);
  });
});
