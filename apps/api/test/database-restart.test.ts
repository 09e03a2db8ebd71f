import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MESSAGES } from '@usher/contract/messages';
import { connectDatabase, CONNECTION_TIMEOUT_MS } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { createActivityWithDate } from './activity-fixtures';
import { createOrganisation, signedInClient } from './fixtures';
import { startTestApp, type TestApp } from './test-app';
import { testDatabaseKind } from './test-database';
import { FAST_DELIVERY } from './test-delivery';
import {
  hasPostgresBinaries,
  POSTGRES_BIN,
  startTemporaryCluster,
  type TemporaryCluster,
} from './temporary-cluster';

type Answer = { status: number; ms: number; reference?: string; message?: string };

const REQUEST_TIMEOUT_MS = 30_000;
/** A request while the database is away fails within the pool's connection timeout, plus room for a busy machine. */
const QUICK_MS = CONNECTION_TIMEOUT_MS + 5_000;

// The cluster is the test's own, so one project runs it (the PGlite one, which CI runs as well).
const skipReason = !hasPostgresBinaries
  ? `PostgreSQL server binaries are missing in ${POSTGRES_BIN} (set POSTGRES_BIN)`
  : testDatabaseKind === 'postgres'
    ? 'runs once, in the api project'
    : null;
if (skipReason && testDatabaseKind !== 'postgres')
  console.warn(`database-restart.test.ts skipped: ${skipReason}`);

let cluster: TemporaryCluster;
let testApp: TestApp;
const lostConnections: { code?: string; message: string }[] = [];

beforeAll(async () => {
  if (skipReason) return;
  cluster = await startTemporaryCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database usher');
  await admin.end();
  const url = cluster.url('usher');
  const handle = await connectDatabase({
    kind: 'postgres',
    url,
    onConnectionError: (fields) => lostConnections.push(fields),
  });
  await migrateToLatest(handle.db);
  const database = { ...handle, url, drop: () => handle.db.destroy() };
  testApp = await startTestApp({}, { database, delivery: FAST_DELIVERY });
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await cluster?.destroy();
});

describe.skipIf(skipReason)('a PostgreSQL restart under load', () => {
  it('keeps the server up, answers 503 quickly while the database is away, and serves again by itself', async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { variants } = await createActivityWithDate(master, {
      published: true,
      capacity: 10_000,
      variants: [{ name: 'Free', price: 0, max: 10_000 }],
    });
    const order = () => ({
      fullName: 'Mary Seacole',
      email: 'mary@example.test',
      phoneNumber: '07700 900123',
      address: null,
      customField1: 'Vegetarian',
      items: [{ identity: variants[0].id, quantity: 1 }],
    });

    const timed = async (send: () => Promise<Response>): Promise<Answer> => {
      const started = performance.now();
      const response = await send();
      const body = (await response.json()) as { orderReference?: string; message?: string };
      return {
        status: response.status,
        ms: performance.now() - started,
        reference: body.orderReference,
        message: body.message,
      };
    };
    const placeOrder = () =>
      timed(() =>
        fetch(`${testApp.baseUrl}/api/client/order/free`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: master.cookieHeader(),
            'x-csrf-token': master.csrfToken ?? '',
          },
          body: JSON.stringify(order()),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
    const health = () =>
      timed(() =>
        fetch(`${testApp.baseUrl}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
      );

    const answers: Answer[] = [];
    let loading = true;
    const orderLoop = async () => {
      while (loading) answers.push(await placeOrder());
    };
    const until = async (condition: () => boolean | Promise<boolean>, what: string, ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (!(await condition())) {
        if (Date.now() > deadline) {
          throw new Error(
            `timed out waiting for ${what}; last answers: ${JSON.stringify(answers.slice(-3))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const loops = [orderLoop(), orderLoop(), orderLoop()];
    try {
      await until(() => answers.filter((a) => a.status === 200).length >= 10, 'orders before the restart');
      expect((await health()).status).toBe(200);

      // The first half of a restart, held open so that the outage is seen: every connection ends with 57P01.
      await cluster.stop();
      const seenBeforeOutage = answers.length;
      await until(
        () => answers.slice(seenBeforeOutage).filter((a) => a.status === 503).length >= 5,
        '503 answers while the database is away',
      );
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.message).toBe(MESSAGES.databaseUnreachable);
      expect(down.ms).toBeLessThan(QUICK_MS);

      await cluster.start();
      await until(async () => (await health()).status === 200, 'health once the database is back');
      const seenAfterStart = answers.length;
      await until(
        () => answers.slice(seenAfterStart).filter((a) => a.status === 200).length >= 5,
        'orders once the database is back',
      );

      // A plain fast restart under load, as `pg_ctlcluster … restart` does it.
      await cluster.restart();
      const seenAfterRestart = answers.length;
      await until(
        () => answers.slice(seenAfterRestart).filter((a) => a.status === 200).length >= 5,
        'orders after the restart',
      );
    } finally {
      loading = false;
      await Promise.all(loops);
    }

    expect(lostConnections.some((fields) => fields.code === '57P01')).toBe(true);
    expect(JSON.stringify(lostConnections)).not.toMatch(/password/i);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThanOrEqual(5);
    expect(new Set(unavailable.map((a) => a.message))).toEqual(new Set([MESSAGES.databaseUnavailable]));
    expect(Math.max(...unavailable.map((a) => a.ms))).toBeLessThan(QUICK_MS);
    expect((await health()).status).toBe(200);

    const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.reference!);
    const stored = await testApp.db
      .selectFrom('orders')
      .select('reference')
      .where('reference', 'in', acknowledged)
      .execute();
    expect(stored.map((row) => row.reference).sort()).toEqual([...acknowledged].sort());
  }, 240_000);
});
