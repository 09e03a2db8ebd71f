// Issuing on one date (issue 17): 50 buyers at once making free orders of 1 ticket through the API, beside the
// limit measured in the same run: pgbench running ONE statement that takes the stock under a row lock and
// inserts an order and its ticket into the same tables, at the same concurrency. Rounds alternate.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { answerClock } from './lib/answer-clock';
import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { fail, loadAverage } from './lib/browser-harness';
import { createFreeDate } from './lib/free-date';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { int, max, ms, percentile, table } from './lib/stats';
import { reportTarget } from './lib/targets';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_sales';
const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** How long a round waits at most for the last round's messages to go out. */
const SETTLE_LIMIT_MS = 180_000;
/** Seconds of orders before the rounds (JIT, the pool's connections), not measured. */
const WARM_UP_SECONDS = 2;
const PASSWORD = 'bench issuing password';

type Round = { orders: number; seconds: number; latencies: number[]; busy: number };

/**
 * `BUYERS` at once, each making its next free order of 1 ticket as soon as its last one answered, through
 * autocannon: a light client, as pgbench is for the limit, so the two cores go to the server and PostgreSQL
 * rather than to the bench's own HTTP client (Node's fetch took about a third of a core here).
 */
function buyFor(client: ApiClient, variantId: string, seconds: number): Promise<Round> {
  return new Promise<Round>((resolve, reject) => {
    const round: Round = { orders: 0, seconds: 0, latencies: [], busy: 0 };
    let buyer = 0;
    let unexpected: string | null = null;
    const instance = autocannon(
      {
        url: client.baseUrl,
        connections: BUYERS,
        duration: seconds,
        headers: {
          cookie: client.cookieHeader,
          'x-csrf-token': client.csrfToken,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        requests: [
          {
            method: 'POST',
            path: '/api/client/order/free',
            setupRequest: (request) => {
              const number = buyer++;
              return {
                ...request,
                body: JSON.stringify({
                  phoneNumber: `+4477009${String(number % 100_000).padStart(5, '0')}`,
                  fullName: `Buyer ${number}`,
                  email: null,
                  address: null,
                  items: [{ identity: variantId, quantity: 1 }],
                }),
              };
            },
            onResponse: (status, body) => {
              if (status === 200) round.orders += 1;
              else if (status === 503) round.busy += 1;
              else unexpected ??= `free order answered ${status}: ${body.slice(0, 300)}`;
            },
          },
        ],
      },
      (error) => {
        if (error) return reject(error);
        if (unexpected) return reject(new Error(unexpected));
        round.seconds = secondsToLastAnswer();
        resolve(round);
      },
    );
    const secondsToLastAnswer = answerClock(instance, round.latencies);
  });
}

/**
 * The limit: one statement that locks the ticket type's row (the stock), and inserts an order and its ticket
 * into the real tables, as one implicit transaction; pgbench with `BUYERS` clients for `seconds`.
 */
function pgbenchScript(variantId: string): string {
  return `with stock as (
  select id, event_id, organization_id from ticket_variants where id = '${variantId}' for update
), placed as (
  insert into orders (organization_id, event_id, reference, kind, phone, full_name)
  select organization_id, event_id, 'PGB-' || gen_random_uuid(), 'free', '+447700900000', 'pgbench' from stock
  returning id, organization_id, event_id
)
insert into tickets (organization_id, order_id, event_id, ticket_variant_id, external_id, check_in_code,
  ticket_index, group_size)
select organization_id, id, event_id, '${variantId}', gen_random_uuid()::text, gen_random_uuid()::text, 1, 1
from placed;
`;
}

function pgbenchOnce(script: string, seconds: number): Promise<number> {
  const url = new URL(DATABASE_URL);
  const args = ['-n', '-c', String(BUYERS), '-j', '2', '-T', String(seconds), '-f', script];
  args.push('-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username));
  args.push(decodeURIComponent(url.pathname.slice(1)));
  return new Promise((resolve, reject) =>
    execFile(PGBENCH, args, (error, stdout, stderr) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
      if (error || !tps) reject(new Error(`pgbench failed: ${error?.message ?? ''}\n${stdout}\n${stderr}`));
      else resolve(Number(tps));
    }),
  );
}

/** pgbench, tried again a few times when the shared server has no connection slots left for its 50 clients. */
async function runPgbench(script: string, seconds: number): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pgbenchOnce(script, seconds);
    } catch (error) {
      if (attempt === 5 || !/too many clients/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
}

const median = (values: number[]) => percentile(values, 50);

/**
 * Waits until the app has sent the confirmations of the last round, then writes every dirty page to disk: a
 * round measured while the app still delivers the last round's messages, or while its pages are written back,
 * is slower for a reason of the round before (pgbench fell from 535 to 173 tps over four rounds). So each
 * round, pgbench's and the app's, starts from a quiet app and a quiet disk.
 */
async function settle(db: Db) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ pending: number }>`
      select count(*)::int as pending from outbox_messages where status = 'pending'`.execute(db);
    if (rows[0]!.pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await sql`checkpoint`.execute(db);
  await promisify(execFile)('sync');
}

async function main() {
  if (!fs.existsSync(PGBENCH)) fail(`pgbench not found at ${PGBENCH} (set PGBENCH)`);
  await recreateDatabase(DATABASE_URL).catch((error: Error) => fail(error.message));
  const loadAtStart = loadAverage();
  const server = await startApp({ DATABASE_URL, DEMO_DATA: 'never' });
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 2 });
  const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-bench-issuing-'));
  try {
    const organiser = await seedOrganiser(db, {
      name: 'Bench Issuing',
      email: 'issuing-bench@example.test',
      password: PASSWORD,
    });
    const client = new ApiClient(server.baseUrl);
    await client.signIn(organiser.email, PASSWORD);
    const sold = await createFreeDate(client, 'Bench On-Sale Night', 1_000_000);
    const limitDate = await createFreeDate(client, 'Bench pgbench Night', 1_000_000);
    const script = path.join(scriptDir, 'issue-one.sql');
    fs.writeFileSync(script, pgbenchScript(limitDate.variantId));

    await buyFor(client, sold.variantId, WARM_UP_SECONDS);
    const rounds: { api: Round; limit: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await settle(db);
      const limit = await runPgbench(script, SECONDS);
      await settle(db);
      const api = await buyFor(client, sold.variantId, SECONDS);
      rounds.push({ api, limit });
    }
    const { rows } = await sql<{ tickets: number }>`
      select count(*)::int as tickets from tickets where event_id = ${sold.eventId}`.execute(db);
    const issued = rows[0]!.tickets;

    console.log(
      `issuing on PostgreSQL: free orders of 1 ticket on one date, ${BUYERS} buyers at once, ` +
        `${ROUNDS} alternating rounds of ${SECONDS} s\n`,
    );
    console.log(
      table(
        ['round', 'API orders', 'orders/s', 'p50', 'p95', 'max', '503 busy', 'pgbench tps', 'ratio'],
        rounds.map(({ api, limit }, index) => [
          String(index + 1),
          int(api.orders),
          (api.orders / api.seconds).toFixed(1),
          ms(percentile(api.latencies, 50)),
          ms(percentile(api.latencies, 95)),
          ms(max(api.latencies)),
          String(api.busy),
          limit.toFixed(1),
          (api.orders / api.seconds / limit).toFixed(2),
        ]),
        'lrrrrrrrr',
      ),
    );
    const rate = median(rounds.map(({ api }) => api.orders / api.seconds));
    const limit = median(rounds.map((round) => round.limit));
    // Each round's ratio is of two runs minutes apart at most; the target is judged on their median.
    const ratio = median(rounds.map(({ api, limit: roundLimit }) => api.orders / api.seconds / roundLimit));
    const busy = rounds.reduce((sum, { api }) => sum + api.busy, 0);
    const p95 = percentile(
      rounds.flatMap(({ api }) => api.latencies),
      95,
    );
    console.log(
      `(the limit: pgbench -c ${BUYERS} -j 2 -T ${SECONDS}, one statement: the ticket type's row FOR UPDATE, ` +
        `insert the order and its ticket; tickets on the API's date at the end: ${int(issued)}; load average ` +
        `${loadAtStart} at the start, ${loadAverage()} at the end, ${os.cpus().length} cores)\n`,
    );
    reportTarget({
      name: `issuing on one date, ${BUYERS} buyers, free orders of 1 ticket`,
      measured: `${rate.toFixed(1)} orders/s (p95 ${ms(p95)}, ${busy} answered 503)`,
      limit: `pgbench one statement (row lock + order + ticket) ${limit.toFixed(1)} tps`,
      target: '≥ 0.5 of the limit, no 503',
      ratio,
      pass: ratio >= 0.5 && busy === 0,
    });
    const expected = rounds.reduce((sum, { api }) => sum + api.orders, 0);
    if (issued < expected) fail(`expected at least ${expected} tickets on the date, found ${issued}`);
  } finally {
    fs.rmSync(scriptDir, { recursive: true, force: true });
    await db.destroy();
    await server.stop();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
