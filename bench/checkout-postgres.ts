// Selling online on PostgreSQL, one date: "Get tickets" → hold and hold → checkout → test payment with 50
// customers at once, each figure beside a limit of the same machine measured in the same run.
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { LIVE_HOLD } from '../apps/api/src/modules/sales/sales-count.repository';
import { ApiClient, type Answer } from './lib/api-client';
import { startApp } from './lib/app-server';
import { fail, loadAverage } from './lib/browser-harness';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { int, max, ms, percentile, table } from './lib/stats';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_checkout';
const CUSTOMERS = 50;
/** Each measured phase runs this long; the limits run half as long. */
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 20);
const LIMIT_SECONDS = PHASE_SECONDS / 2;
const WARM_UP_HOLDS = 200;
const TICKETS_PER_HOLD = 2;
const PRICE_PENCE = 1500;
const CAPACITY = 1_000_000;
/** The app's own pool size (connect.ts), so the bare query rate is what the app's pool could reach. */
const APP_POOL_SIZE = 10;
const PASSWORD = 'bench checkout password';

type Phase = {
  label: string;
  done: number;
  seconds: number;
  latencies: number[];
  busy: number;
  /** When each step finished, in seconds from the phase's start. */
  finishedAt: number[];
};

/**
 * `CUSTOMERS` workers, each running `step` again and again until `seconds` have passed; a step returns the
 * latencies of the requests it made and whether the server said busy (503). The rate counts finished steps.
 */
async function loop(
  label: string,
  seconds: number,
  step: (worker: number) => Promise<{ latencies: number[]; busy?: boolean }>,
): Promise<Phase> {
  const phase: Phase = { label, done: 0, seconds: 0, latencies: [], busy: 0, finishedAt: [] };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, worker) => {
      while (performance.now() < deadline) {
        const result = await step(worker);
        phase.latencies.push(...result.latencies);
        if (result.busy) phase.busy += 1;
        else {
          phase.done += 1;
          phase.finishedAt.push((performance.now() - started) / 1000);
        }
      }
    }),
  );
  phase.seconds = (performance.now() - started) / 1000;
  return phase;
}

/** The answer of a request that must succeed with `status`; a 503 (the date's lock busy for 3 s) is told apart. */
function outcomeOf(answer: Answer, status: number, what: string): 'ok' | 'busy' {
  if (answer.status === status) return 'ok';
  if (answer.status === 503) return 'busy';
  throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

async function createDateOnSale(client: ApiClient) {
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name: 'Bench Stadium Tour',
    description: '<p>Everyone wants a ticket.</p>',
    imageUrl: null,
    minAge: null,
    isOnline: false,
    onlineLink: null,
    address: {
      country: 'United Kingdom',
      city: 'London',
      line1: '1 Stadium Way',
      line2: null,
      postCode: 'N17 0AP',
    },
    isEmailRequired: true,
    isFullNameRequired: true,
  });
  const start = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  start.setUTCHours(19, 0, 0, 0);
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: activity.id,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 3 * 3600 * 1000).toISOString(),
    doorsOpenAt: null,
    maxTicketCount: CAPACITY,
  });
  const variant = await client.json<{ id: string }>('POST', '/api/client/ticket-variant/', {
    eventId: event.id,
    name: 'Standing',
    imageUrl: null,
    description: null,
    price: PRICE_PENCE,
    maxTicketCount: CAPACITY,
    isAffectEventTicketCount: true,
  });
  await client.json('POST', `/api/client/activity/${activity.id}/publish`);
  return { eventId: event.id, variantId: variant.id };
}

/** A signed-out customer as the public page makes one: the session call sets the cookie the CSRF token is of. */
async function newCustomer(baseUrl: string): Promise<ApiClient> {
  const customer = new ApiClient(baseUrl);
  customer.csrfToken = (await customer.json<{ csrfToken: string }>('GET', '/api/auth/session')).csrfToken;
  return customer;
}

/** `select 1` round trips from a node-postgres pool the size of the app's, `CUSTOMERS` callers at once. */
async function bareQueries(
  seconds: number,
  query: (client: pg.PoolClient) => Promise<unknown>,
  label: string,
) {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: APP_POOL_SIZE });
  try {
    return await loop(label, seconds, async () => {
      const started = performance.now();
      const client = await pool.connect();
      try {
        await query(client);
      } finally {
        client.release();
      }
      return { latencies: [performance.now() - started] };
    });
  } finally {
    await pool.end();
  }
}

async function countRows(db: Db, eventId: string) {
  const paid = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const tickets = await db
    .selectFrom('tickets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  const holds = await db
    .selectFrom('holds')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_id', '=', eventId)
    .where(LIVE_HOLD)
    .executeTakeFirstOrThrow();
  return { paidOrders: paid.n, tickets: tickets.n, liveHolds: holds.n };
}

/** Steps a second in each third of a phase: a rate that falls as live holds pile up shows here. */
const ratesByThird = (phase: Phase) =>
  [0, 1, 2]
    .map((third) => {
      const from = (third * phase.seconds) / 3;
      const to = ((third + 1) * phase.seconds) / 3;
      return (phase.finishedAt.filter((at) => at >= from && at < to).length / (to - from)).toFixed(1);
    })
    .join(' → ');
const rate = (phase: Phase) => (phase.done / phase.seconds).toFixed(1);
const latencyCells = (latencies: number[]) => [
  ms(percentile(latencies, 50)),
  ms(percentile(latencies, 95)),
  ms(percentile(latencies, 99)),
  ms(max(latencies)),
];

async function main() {
  await recreateDatabase(DATABASE_URL).catch((error: Error) => fail(error.message));
  const started = performance.now();
  const loadAtStart = loadAverage();
  // The public rate limit is per address and every customer here comes from 127.0.0.1: 0 turns it off.
  const server = await startApp(
    { DATABASE_URL, DEMO_DATA: 'never' },
    { RATE_LIMIT_PUBLIC_PER_MINUTE: '0', HOLD_LIMIT_PER_ADDRESS: '0' },
  );
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 2 });
  try {
    const organiser = await seedOrganiser(db, {
      name: 'Bench Checkout',
      email: 'checkout-bench@example.test',
      password: PASSWORD,
    });
    const master = new ApiClient(server.baseUrl);
    await master.signIn(organiser.email, PASSWORD);
    const { eventId, variantId } = await createDateOnSale(master);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => newCustomer(server.baseUrl)));
    const holdBody = { items: [{ identity: variantId, quantity: TICKETS_PER_HOLD }] };
    const placeHold = (customer: ApiClient) =>
      customer.request('POST', `/api/public/event/${eventId}/holds`, holdBody);

    // The machine's limits, measured now, under the same load generator and concurrency as the sale.
    const selectOne = await bareQueries(LIMIT_SECONDS, (client) => client.query('select 1'), 'select 1');
    const lockedTransaction = await bareQueries(
      LIMIT_SECONDS,
      async (client) => {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock(42)');
        await client.query('commit');
      },
      'begin; advisory lock; commit',
    );
    const healthOf = (label: string) =>
      loop(label, LIMIT_SECONDS, async (worker) => {
        const answer = await customers[worker]!.request('GET', '/api/health');
        return { latencies: [answer.ms], busy: outcomeOf(answer, 200, 'GET /api/health') === 'busy' };
      });
    // Other work on the machine comes and goes: the app's own limit is measured before the sale and after it.
    const healthBefore = await healthOf('GET /api/health, before the sale');

    // Warm-up (JIT, the pool's connections), not measured.
    for (let round = 0; round < WARM_UP_HOLDS / CUSTOMERS; round++) {
      await Promise.all(
        customers.map(async (customer) => outcomeOf(await placeHold(customer), 201, 'warm-up hold')),
      );
    }

    // 1 and 2. "Get tickets": every step is one hold of 2 tickets.
    const holds = await loop('POST event/{id}/holds', PHASE_SECONDS, async (worker) => {
      const answer = await placeHold(customers[worker]!);
      return { latencies: [answer.ms], busy: outcomeOf(answer, 201, 'hold') === 'busy' };
    });
    const afterHolds = await countRows(db, eventId);

    // 3. Paid orders: hold → checkout → Pay on the test payment page, each customer one order after another.
    const steps = { hold: [] as number[], checkout: [] as number[], pay: [] as number[] };
    const busySteps = { hold: 0, checkout: 0, pay: 0 };
    let guest = 0;
    const paid = await loop('hold → checkout → pay', PHASE_SECONDS, async (worker) => {
      const customer = customers[worker]!;
      const started = performance.now();
      const held = await placeHold(customer);
      steps.hold.push(held.ms);
      if (outcomeOf(held, 201, 'hold') === 'busy') {
        busySteps.hold += 1;
        return { latencies: [], busy: true };
      }
      const number = guest++;
      const order = await customer.request(
        'POST',
        `/api/public/holds/${(held.body as { id: string }).id}/checkout`,
        {
          email: `guest-${number}@example.test`,
          fullName: `Guest ${number}`,
        },
      );
      steps.checkout.push(order.ms);
      if (outcomeOf(order, 201, 'checkout') === 'busy') {
        busySteps.checkout += 1;
        return { latencies: [], busy: true };
      }
      const { orderId, total } = order.body as { orderId: string; total: number };
      if (total !== PRICE_PENCE * TICKETS_PER_HOLD) throw new Error(`checkout total ${total}`);
      const payment = await customer.request('POST', `/api/public/test-payments/${orderId}/pay`);
      steps.pay.push(payment.ms);
      if (outcomeOf(payment, 200, 'pay') === 'busy') {
        busySteps.pay += 1;
        return { latencies: [], busy: true };
      }
      if ((payment.body as { status: string }).status !== 'paid')
        throw new Error(`order ${orderId} not paid`);
      return { latencies: [performance.now() - started] };
    });
    const atEnd = await countRows(db, eventId);
    const healthAfter = await healthOf('GET /api/health, after the sale');
    const seconds = (performance.now() - started) / 1000;

    console.log(
      `checkout on PostgreSQL: one date (capacity ${int(CAPACITY)}, one £${PRICE_PENCE / 100} ticket type), ` +
        `${CUSTOMERS} customers at once, ${TICKETS_PER_HOLD} tickets a hold, ${PHASE_SECONDS} s a phase\n`,
    );
    console.log(
      table(
        ['the sale', 'done', 'per second', 'p50', 'p95', 'p99', 'max', '503 busy'],
        [
          [
            `holds ("Get tickets")`,
            int(holds.done),
            rate(holds),
            ...latencyCells(holds.latencies),
            holds.busy,
          ],
          [
            `paid orders (hold → checkout → pay)`,
            int(paid.done),
            rate(paid),
            ...latencyCells(paid.latencies),
            paid.busy,
          ],
          [`  of which hold`, int(steps.hold.length), '', ...latencyCells(steps.hold), busySteps.hold],
          [
            `  of which checkout`,
            int(steps.checkout.length),
            '',
            ...latencyCells(steps.checkout),
            busySteps.checkout,
          ],
          [`  of which pay`, int(steps.pay.length), '', ...latencyCells(steps.pay), busySteps.pay],
        ],
        'lrrrrrrr',
      ),
    );
    console.log('');
    console.log(
      table(
        ['limit of this machine, same run', 'done', 'per second', 'p50', 'p95', 'p99', 'max', '503 busy'],
        [healthBefore, healthAfter, selectOne, lockedTransaction].map((phase) => [
          phase.label,
          int(phase.done),
          rate(phase),
          ...latencyCells(phase.latencies),
          phase.busy,
        ]),
        'lrrrrrrr',
      ),
    );
    console.log(
      `(${CUSTOMERS} at once for ${LIMIT_SECONDS} s each; GET /api/health is the app's HTTP stack and one ` +
        `\`select 1\` through its pool; the bare queries run from this process through a node-postgres pool of ` +
        `${APP_POOL_SIZE}, the app's size; the advisory lock is the floor of any transaction serialised per date)\n`,
    );
    const healthRate = Math.max(
      healthBefore.done / healthBefore.seconds,
      healthAfter.done / healthAfter.seconds,
    );
    const shareOf = (phase: Phase) => `${((100 * phase.done) / phase.seconds / healthRate).toFixed(0)} %`;
    console.log(
      `holds/s are ${shareOf(holds)} and paid orders/s ${shareOf(paid)} of GET /api/health's better rate; ` +
        `live holds on the date: ${int(afterHolds.liveHolds)} after the holds phase, ${int(atEnd.liveHolds)} at the end; ` +
        `per third of each phase: holds/s ${ratesByThird(holds)}, paid orders/s ${ratesByThird(paid)}`,
    );
    console.log(
      `whole scenario ${seconds.toFixed(0)} s; load average ${loadAtStart} at the start, ${loadAverage()} at the end ` +
        `(${os.cpus().length} cores)`,
    );

    const checks: [string, number, number][] = [
      ['paid orders in the database', paid.done, atEnd.paidOrders],
      ['tickets in the database', paid.done * TICKETS_PER_HOLD, atEnd.tickets],
    ];
    console.log('');
    console.log(
      table(
        ['check', 'expected', 'got', 'result'],
        checks.map(([what, expected, got]) => [
          what,
          int(expected),
          int(got),
          expected === got ? 'ok' : 'FAIL',
        ]),
        'lrrl',
      ),
    );
    if (holds.done === 0 || paid.done === 0) fail('no hold or no paid order finished: nothing was measured');
    const failed = checks.filter(([, expected, got]) => expected !== got);
    if (failed.length > 0) fail(`measurement checks failed: ${failed.map(([what]) => what).join('; ')}`);
  } finally {
    await db.destroy();
    await server.stop();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
