// The guest list on embedded PGlite, the database a new organiser runs (issue 17): 20,000 guests, keyset pages
// and searches at 10 connections, beside the same keyset page run on PGlite directly (10 callers) in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { seedOrganiser } from './lib/fresh-postgres';
import {
  TICKETS_PER_ORDER,
  collectCursors,
  createPublishedDate,
  guestListLoad,
  guestName,
  random,
  seedGuests,
} from './lib/guest-list-load';
import { int, ms, percentile, table } from './lib/stats';
import { reportTarget } from './lib/targets';

const ORDERS = 2_000;
const GUESTS = ORDERS * TICKETS_PER_ORDER;
const CONNECTIONS = 10;
const LOAD_SECONDS = 8;
const PASSWORD = 'bench pglite guest list password';

/** The app's PGlite, opened by the bench while the app is stopped: seeding through it is many times faster. */
async function withDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = await connectDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The guest list's keyset page on PGlite itself, `callers` at once for LOAD_SECONDS: the limit. */
async function keysetPagesDirect(db: Db, eventId: string, callers: number) {
  const keys = (
    await sql<{ list_position: string }>`
      select list_position::text from tickets where event_id = ${eventId}`.execute(db)
  ).rows;
  const rng = random(3);
  const latencies: number[] = [];
  const until = performance.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const key = rng.pick(keys);
        const started = performance.now();
        await sql`select t.id, t.external_id, t.ticket_index, t.group_size, t.checked_in_at, o.reference, o.full_name,
            o.phone, o.email, o.address, o.applied_promo, o.kind, o.total_pence, o.custom_field1, v.name
          from tickets t join orders o on o.id = t.order_id join ticket_variants v on v.id = t.ticket_variant_id
          where t.event_id = ${eventId} and t.status = 'valid'
            and t.list_position > ${key.list_position}::bigint
          order by t.list_position limit 50`.execute(db);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-bench-pglite-guests-'));
  try {
    const organiser = await withDatabase(dataDir, (db) =>
      seedOrganiser(db, {
        name: 'Bench PGlite Guests',
        email: 'pglite-guests@example.test',
        password: PASSWORD,
      }),
    );
    let server = await startApp({ DEMO_DATA: 'never' }, { DATA_DIR: dataDir });
    let client = new ApiClient(server.baseUrl);
    await client.signIn(organiser.email, PASSWORD);
    const date = { organizationId: organiser.organizationId, ...(await createPublishedDate(client, GUESTS)) };
    await server.stop();

    const seedStarted = performance.now();
    const limit = await withDatabase(dataDir, async (db) => {
      await seedGuests(db, date, 0, ORDERS, 1);
      await sql`update tickets set checked_in_at = now() where event_id = ${date.eventId} and ticket_index in (1, 5, 9)`.execute(
        db,
      );
      await sql`vacuum analyze tickets, orders`.execute(db);
      return keysetPagesDirect(db, date.eventId, CONNECTIONS);
    });
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    server = await startApp({ DEMO_DATA: 'never' }, { DATA_DIR: dataDir });
    try {
      client = new ApiClient(server.baseUrl);
      await client.signIn(organiser.email, PASSWORD);
      const cursors = await collectCursors(client, date.eventId);
      const rng = random(17);
      const base = `/api/client/check-in/${date.eventId}/guest-list/?pageSize=50`;
      const loads = [
        await guestListLoad(
          server.baseUrl,
          client,
          'keyset page',
          CONNECTIONS,
          LOAD_SECONDS,
          () => `${base}&after=${rng.pick(cursors)}`,
        ),
        await guestListLoad(
          server.baseUrl,
          client,
          'search: name',
          CONNECTIONS,
          LOAD_SECONDS,
          () => `${base}&search=${encodeURIComponent(guestName(Math.floor(rng.next() * ORDERS)))}`,
        ),
      ];
      console.log(
        `guest list on PGlite: ${int(GUESTS)} guests, seeded and measured directly in ${seedSeconds.toFixed(1)} s; load average ${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}\n`,
      );
      console.log(
        table(
          ['guest list, 50 a page, 10 connections', 'requests', 'req/s', 'p50', 'p95', 'p99', 'errors'],
          [
            ...loads.map((load) => [
              load.label,
              int(load.requests),
              (load.requests / load.seconds).toFixed(0),
              ms(percentile(load.latencies, 50)),
              ms(percentile(load.latencies, 95)),
              ms(percentile(load.latencies, 99)),
              load.bad,
            ]),
            [
              'limit: the keyset page on PGlite directly, 10 callers',
              int(limit.length),
              (limit.length / LOAD_SECONDS).toFixed(0),
              ms(percentile(limit, 50), 2),
              ms(percentile(limit, 95), 2),
              ms(percentile(limit, 99), 2),
              0,
            ],
          ],
          'lrrrrrr',
        ),
      );
      console.log('');
      const page = loads[0]!;
      reportTarget({
        name: 'embedded PGlite guest list page, 20,000 guests, 10 connections: p95',
        measured: ms(percentile(page.latencies, 95)),
        limit: `the keyset page on PGlite directly, p95 ${ms(percentile(limit, 95), 2)}`,
        target: 'p95 ≤ 150 ms',
        pass: percentile(page.latencies, 95) <= 150 && page.bad === 0,
      });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
