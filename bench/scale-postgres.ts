// Cost as work grows (issue 17): the same three figures on dates of 2,000, 20,000 and 200,000 tickets, seeded
// through SQL into the real tables (the ticket counters with them, as the sales core keeps them): check-ins a
// second with 50 scanners, the guest list's page p50 at 1 connection, and the public event page's requests a
// second at 50 connections. None of them should grow with the size of the date: target within 1.5× of each other.
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { fail, loadAverage } from './lib/browser-harness';
import { createFreeDate } from './lib/free-date';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { int, ms, percentile, table } from './lib/stats';
import { reportTarget } from './lib/targets';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_sales_scale';
const SIZES = (process.env.BENCH_SIZES ?? '2000,20000,200000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 5);
const SCANNERS = 50;
const PUBLIC_CONNECTIONS = 50;
const GUEST_PAGE_REQUESTS = 100;
const TICKETS_PER_ORDER = 10;
/**
 * Check-ins measured at every size: the same number, within the smallest date, so a fast machine that checks in
 * a small date's every ticket before the phase ends measures each size on equal terms.
 */
const SCANS = 1_500;
const PASSWORD = 'bench scale password';

/** Orders of 10 tickets straight into the tables, and the date's counters as the sales core would keep them. */
async function seedTickets(db: Db, organizationId: string, eventId: string, variantId: string, size: number) {
  const orders = size / TICKETS_PER_ORDER;
  await sql`
    insert into orders (organization_id, event_id, reference, kind, phone, full_name)
    select ${organizationId}, ${eventId}, 'SC-' || left(${eventId}::text, 8) || '-' || g, 'free',
      '+4477009' || lpad(g::text, 5, '0'), 'Guest ' || g
    from generate_series(1, ${orders}::int) g`.execute(db);
  await sql`
    insert into tickets (organization_id, order_id, event_id, ticket_variant_id, external_id, check_in_code,
      ticket_index, group_size)
    select o.organization_id, o.id, o.event_id, ${variantId}, md5(o.id::text || i), md5(i || o.id::text), i,
      ${TICKETS_PER_ORDER}::int
    from orders o, generate_series(1, ${TICKETS_PER_ORDER}::int) i
    where o.event_id = ${eventId}`.execute(db);
  await sql`
    insert into ticket_counts (ticket_variant_id, slot, organization_id, event_id, sold)
    values (${variantId}, 0, ${organizationId}, ${eventId}, ${size}::int)
    on conflict (ticket_variant_id, slot) do update set sold = ticket_counts.sold + excluded.sold`.execute(
    db,
  );
  await sql`vacuum analyze orders, tickets, ticket_counts`.execute(db);
}

/**
 * `workers` at once, each running `step` again and again for `seconds`, or until `step` has nothing left to do
 * (null); the rate counts answers of 200.
 */
async function loop(workers: number, seconds: number, step: (worker: number) => Promise<number | null>) {
  let done = 0;
  let bad = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const status = await step(worker);
        if (status === null) return;
        if (status === 200) done += 1;
        else bad += 1;
      }
    }),
  );
  return { rate: done / ((performance.now() - started) / 1000), bad };
}

type Figures = { size: number; checkIns: number; firstPage: number; randomPage: number; publicPage: number };

async function measure(db: Db, client: ApiClient, size: number, date: { eventId: string }): Promise<Figures> {
  const { rows } = await sql<{ check_in_code: string }>`
    select check_in_code from tickets where event_id = ${date.eventId} and checked_in_at is null
    order by random() limit ${SCANS}`.execute(db);
  const codes = rows.map((row) => row.check_in_code);
  let next = 0;
  const checkIns = await loop(SCANNERS, SECONDS, async (scanner) => {
    const code = codes[next++];
    if (!code) return null;
    const answer = await client.request(
      'POST',
      `/api/client/check-in/${date.eventId}/check-in/${encodeURIComponent(code)}`,
      undefined,
      { 'x-check-in-nonce': crypto.randomUUID(), 'x-check-in-device': `bench-scanner-${scanner}` },
    );
    if (answer.status === 200 && (answer.body as { color: string }).color !== 'green') return 0;
    return answer.status;
  });
  if (checkIns.bad > 0) throw new Error(`${checkIns.bad} check-ins were not green at ${size}`);

  const pages = size / 50;
  const pageLatencies = async (page: () => number) => {
    const latencies: number[] = [];
    for (let request = 0; request < GUEST_PAGE_REQUESTS; request++) {
      const answer = await client.request(
        'GET',
        `/api/client/check-in/${date.eventId}/guest-list/?page=${page()}`,
      );
      if (answer.status !== 200) throw new Error(`guest list answered ${answer.status}`);
      latencies.push(answer.ms);
    }
    return percentile(latencies, 50);
  };
  const firstPage = await pageLatencies(() => 1);
  const randomPage = await pageLatencies(() => 1 + Math.floor(Math.random() * pages));

  const publicPage = await loop(PUBLIC_CONNECTIONS, SECONDS, async () => {
    const answer = await client.request('GET', `/api/public/event/${date.eventId}`);
    return answer.status;
  });
  if (publicPage.bad > 0) throw new Error(`${publicPage.bad} public page requests failed at ${size}`);
  return { size, checkIns: checkIns.rate, firstPage, randomPage, publicPage: publicPage.rate };
}

/** Within 1.5× of each other: the best figure at most 1.5 times the worst. */
function reportFlat(name: string, figures: Figures[], value: (one: Figures) => number, unit: string) {
  const values = figures.map(value);
  const spread = Math.max(...values) / Math.min(...values);
  const shown = (one: number) => (unit === 'ms' ? ms(one) : `${one.toFixed(1)} ${unit}`);
  reportTarget({
    name: `cost as work grows: ${name} at ${figures.map((one) => int(one.size)).join(' / ')} tickets`,
    measured: values.map(shown).join(' / '),
    limit: 'the same measure on the smallest date, same run',
    target: 'within 1.5× of each other',
    ratio: spread,
    pass: spread <= 1.5,
  });
}

async function main() {
  await recreateDatabase(DATABASE_URL).catch((error: Error) => fail(error.message));
  const loadAtStart = loadAverage();
  const server = await startApp({ DATABASE_URL, DEMO_DATA: 'never' }, { RATE_LIMIT_PUBLIC_PER_MINUTE: '0' });
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 2 });
  try {
    const organiser = await seedOrganiser(db, {
      name: 'Bench Scale',
      email: 'scale-bench@example.test',
      password: PASSWORD,
    });
    const client = new ApiClient(server.baseUrl);
    await client.signIn(organiser.email, PASSWORD);
    // The first date measured was measured cold (JIT, the pool's connections) and came out the slowest: a date of
    // the smallest size is measured once first, and not reported.
    const warmUp = await createFreeDate(client, 'Bench warm-up Night', SIZES[0]! * 2);
    await seedTickets(db, organiser.organizationId, warmUp.eventId, warmUp.variantId, SIZES[0]!);
    await measure(db, client, SIZES[0]!, warmUp);
    const figures: Figures[] = [];
    for (const size of SIZES) {
      const date = await createFreeDate(client, `Bench ${int(size)} Night`, size * 2);
      const seeded = performance.now();
      await seedTickets(db, organiser.organizationId, date.eventId, date.variantId, size);
      console.log(`seeded ${int(size)} tickets in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
      figures.push(await measure(db, client, size, date));
    }
    console.log(
      `\ncost as work grows on PostgreSQL: ${SECONDS} s per load, ${SCANNERS} scanners, ` +
        `${GUEST_PAGE_REQUESTS} guest-list pages one after another, ${PUBLIC_CONNECTIONS} public page connections\n`,
    );
    console.log(
      table(
        [
          'tickets on the date',
          'check-ins/s',
          'guest list page 1 p50',
          'random page p50',
          'public page req/s',
        ],
        figures.map((one) => [
          int(one.size),
          one.checkIns.toFixed(1),
          ms(one.firstPage),
          ms(one.randomPage),
          one.publicPage.toFixed(1),
        ]),
        'lrrrr',
      ),
    );
    console.log(
      `(load average ${loadAtStart} at the start, ${loadAverage()} at the end, ${os.cpus().length} cores)\n`,
    );
    reportFlat('check-ins/s, 50 scanners', figures, (one) => one.checkIns, 'req/s');
    reportFlat('guest list first page p50, 1 connection', figures, (one) => one.firstPage, 'ms');
    reportFlat('guest list random page p50, 1 connection', figures, (one) => one.randomPage, 'ms');
    reportFlat('public event page req/s, 50 connections', figures, (one) => one.publicPage, 'req/s');
  } finally {
    await db.destroy();
    await server.stop();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
