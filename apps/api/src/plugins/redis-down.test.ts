import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOnSale } from '../../test/checkout-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  // Nothing listens on port 1: Redis is down from the start, and stays down.
  testApp = await startTestApp({
    redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'usher-down:' },
    rateLimit: { publicPerMinute: 3000, pdfPerMinute: 300, promoPerMinute: 3 },
  });
}, 30_000);
afterAll(() => testApp.close());

describe('REDIS_URL set while Redis is down', () => {
  it('keeps serving: public pages, promo checks past the limit it can not count, holds', async () => {
    const { event, variantId } = await dateOnSale(testApp);
    const customer = testApp.client();
    const page = await customer.get(`/api/public/event/${event.id}`);
    expect(page.status).toBe(200);
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      tries.push((await customer.post(`/api/public/event/${event.id}/promo`, { code: 'GUESS' })).status);
    }
    // The limits live in Redis: while it is away they are skipped, never a 500 (docs/decisions.md).
    expect(tries).toEqual([404, 404, 404, 404, 404]);
    const hold = await customer.post(`/api/public/event/${event.id}/holds`, {
      items: [{ identity: variantId, quantity: 2 }],
    });
    expect(hold.status).toBe(201);
    // This process's own copy is still dropped at once; only other processes wait for their copy's 1 s.
    const after = await customer.get(`/api/public/event/${event.id}`);
    expect(after.body.ticketVariants[0].reservedCount).toBe(2);
  });
});
