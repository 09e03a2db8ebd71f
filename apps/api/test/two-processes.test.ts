import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX_AGE_MS } from '../src/modules/events/public-event.cache';
import { dateOnSale, guest } from './checkout-fixtures';
import { answersPing } from './redis-server';
import { startServerProcess, type ServerProcess } from './server-process';
import { startTestApp, type TestApp } from './test-app';
import { TestClient } from './test-client';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROMO_PER_MINUTE = 30;

// Two processes share one database only on PostgreSQL (the embedded one belongs to one process).
const skipReason =
  testDatabaseKind !== 'postgres'
    ? 'needs PostgreSQL: runs in the api-postgres project'
    : !(await answersPing(REDIS_URL))
      ? `no Redis at ${REDIS_URL} (set TEST_REDIS_URL)`
      : null;
if (skipReason) console.warn(`two-processes.test.ts skipped: ${skipReason}`);

let database: TestDatabase;
let setup: TestApp;
let processA: ServerProcess;
let processB: ServerProcess;

beforeAll(async () => {
  if (skipReason) return;
  database = await createTestDatabase();
  setup = await startTestApp({}, { database });
  // One key prefix per run, so other runs (and other tests) on this Redis count apart.
  const env = {
    DATABASE_URL: database.url!,
    REDIS_URL,
    REDIS_KEY_PREFIX: `usher-test-${crypto.randomBytes(6).toString('hex')}:`,
    RATE_LIMIT_PROMO_PER_MINUTE: String(PROMO_PER_MINUTE),
    DATABASE_POOL_SIZE: '5',
  };
  // One after the other: the first creates the delivery queue's schema.
  processA = await startServerProcess(env);
  processB = await startServerProcess(env);
}, 240_000);

afterAll(async () => {
  await Promise.all([processA?.stop(), processB?.stop()]);
  await setup?.close();
  await database?.drop();
}, 60_000);

const soldAt = async (client: TestClient, eventId: string) =>
  (await client.get(`/api/public/event/${eventId}`)).body.ticketVariants[0].orderCount as number;

describe.skipIf(skipReason)('two server processes on one PostgreSQL and one Redis', () => {
  it('share the per-address promo code limit: 30 tries a minute in all, not 30 each', async () => {
    const { event } = await dateOnSale(setup);
    const clients = [new TestClient(processA.url), new TestClient(processB.url)];
    await Promise.all(clients.map((client) => client.refreshSession()));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 * PROMO_PER_MINUTE; attempt++) {
      const client = clients[attempt % 2]!;
      statuses.push((await client.post(`/api/public/event/${event.id}/promo`, { code: 'GUESS' })).status);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(PROMO_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(PROMO_PER_MINUTE);
  });

  it("shows an order made through one process on the other's public page at once, not after its copy expires", async () => {
    const { event, variantId } = await dateOnSale(setup, { variants: [{ name: 'Free', price: 0, max: 50 }] });
    const buyer = new TestClient(processA.url);
    const reader = new TestClient(processB.url);
    let sold = 0;
    let conclusive = 0;
    // A try counts only if the order and the read fit inside the age of B's copy; a busy machine may need more.
    for (let attempt = 0; attempt < 5 && conclusive < 2; attempt++) {
      const warmedAt = Date.now();
      expect(await soldAt(reader, event.id)).toBe(sold);
      const hold = await buyer.post(`/api/public/event/${event.id}/holds`, {
        items: [{ identity: variantId, quantity: 1 }],
      });
      expect(hold.status).toBe(201);
      expect((await buyer.post(`/api/public/holds/${hold.body.id}/checkout`, guest())).status).toBe(201);
      sold += 1;
      const seen = await soldAt(reader, event.id);
      if (Date.now() - warmedAt >= PAGE_MAX_AGE_MS * 0.9) continue;
      expect(seen).toBe(sold);
      conclusive += 1;
    }
    expect(conclusive).toBeGreaterThan(0);
  });
});
