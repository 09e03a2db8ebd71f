import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOnSale, placeHold } from '../../../test/checkout-fixtures';
import { QueryCounter } from '../../../test/query-counter';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { announceDatesChanged } from '../sales/date-changes';
import { PUBLIC_PAGE_CACHE_CONTROL } from './cached-page.reply';

const counter = new QueryCounter();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({}, { databasePlugins: [counter] });
});
afterAll(() => testApp.close());

const read = (path: string, headers: Record<string, string> = {}) =>
  testApp.client().request('GET', path, { headers });

/** A date of two places on sale, with the paths of its activity's page and its organiser's shop window. */
async function smallDate() {
  const date = await dateOnSale(testApp, {
    capacity: 2,
    variants: [{ name: 'Standard', price: 1500, max: 2 }],
  });
  return {
    ...date,
    activityPath: `/api/public/activity/${date.activity.id}`,
    shopPath: `/api/public/organization/${date.organizationId}`,
  };
}

describe('the activity page and the shop window through their micro-caches, as the date page', () => {
  it.each(['activityPath', 'shopPath'] as const)(
    '%s: answers with an ETag (304 when current), may be kept by a CDN for 1 s, and reads once for a rush',
    async (which) => {
      const { event, [which]: path } = await smallDate();
      counter.count = 0;
      const page = await read(path);
      const oneRead = counter.count;
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      const etag = page.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await read(path, { 'if-none-match': etag })).status).toBe(304);
      await announceDatesChanged([event.id]);
      counter.count = 0;
      // Each statement answers 100 ms late, so the 20 requests arrive while the first read is still running.
      counter.delayMs = 100;
      try {
        const rush = await Promise.all(Array.from({ length: 20 }, () => read(path)));
        expect(rush.map((answer) => answer.status)).toEqual(rush.map(() => 200));
      } finally {
        counter.delayMs = 0;
      }
      // One read, and one refresh at most should the rush outlast half a copy's second on a busy machine;
      // without the copies it would be 20.
      expect(counter.count).toBeLessThanOrEqual(2 * oneRead);
    },
  );

  it('shows a date sold out in the very next read, on both pages', async () => {
    const { activityPath, shopPath, event, variantId } = await smallDate();
    expect((await read(activityPath)).body.events[0].isSoldOut).toBe(false);
    expect((await read(shopPath)).body.activities[0].soldOut).toBe(false);
    const held = await placeHold(testApp.client(), event.id, [{ identity: variantId, quantity: 2 }]);
    expect(held.status).toBe(201);
    expect((await read(activityPath)).body.events[0].isSoldOut).toBe(true);
    expect((await read(shopPath)).body.activities[0].soldOut).toBe(true);
  });

  it('keeps a missing page as missing: 404 with no-store', async () => {
    const missing = await read('/api/public/activity/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await read('/api/public/organization/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
