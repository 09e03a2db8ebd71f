// The public event page in an on-sale rush, on PostgreSQL: `GET /api/public/event/{id}` under 50 connections
// beside a bare Fastify hello on the same Node (alternate rounds), its cost at dates of 2,000 / 20,000 /
// 200,000 tickets, and 5,000 buyers opening the page within 60 s while holds are taken.
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { fail, loadAverage } from './lib/browser-harness';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { startHelloServer } from './lib/hello-process';
import { int, max, median, ms, percentile, table } from './lib/stats';
import { reportTarget } from './lib/targets';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_public';
const CONNECTIONS = 50;
const ROUND_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 10);
const ROUNDS = 3;
const SIZES = [2_000, 20_000, 200_000];
const RUSH_BUYERS = 5_000;
const RUSH_SECONDS = 60;
const HOLDS_PER_SECOND = 3;
const PASSWORD = 'bench public page password';

type Load = { label: string; rps: number; p50: number; p95: number; bad: number };

/** autocannon for `seconds` at `url`, with each response's latency kept for the percentiles. */
function load(label: string, url: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { accept: 'application/json' } },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          label,
          rps: result.requests.total / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          bad: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * `tickets` sold tickets on a date, written straight into the tables (orders of 10, and the type's counter)
 * for speed: the page only counts them, however they came.
 */
async function seedTickets(
  db: Db,
  organizationId: string,
  eventId: string,
  variantId: string,
  tickets: number,
) {
  const orders = tickets / 10;
  await sql`
    insert into orders (organization_id, event_id, reference, kind, phone, full_name)
    select ${organizationId}, ${eventId}, 'B-' || substr(md5(${eventId} || g::text), 1, 12), 'free',
      '+447700900123', 'Bench Guest ' || g
    from generate_series(1, ${orders}) g`.execute(db);
  await sql`
    insert into tickets (organization_id, order_id, event_id, ticket_variant_id, external_id, check_in_code,
      ticket_index, group_size)
    select ${organizationId}, o.id, ${eventId}, ${variantId}, gen_random_uuid(),
      substr(md5(o.id::text || i::text), 1, 16), i, 10
    from orders o cross join generate_series(1, 10) i
    where o.event_id = ${eventId}`.execute(db);
  // The ticket type's sold counter, as the sales core keeps it in the statement that issues.
  await sql`
    insert into ticket_counts (ticket_variant_id, slot, organization_id, event_id, sold)
    values (${variantId}, 0, ${organizationId}, ${eventId}, ${tickets}::int)
    on conflict (ticket_variant_id, slot) do update set sold = ticket_counts.sold + excluded.sold`.execute(
    db,
  );
  await sql`vacuum analyze orders`.execute(db);
  await sql`vacuum analyze tickets`.execute(db);
}

type Page = { ticketVariants: { id: string; reservedCount: number }[] };

/** One date of `capacity` with one free ticket type, published; answers the date's and the type's ids. */
async function createDate(client: ApiClient, activityId: string, day: number) {
  const startAt = new Date(Date.now() + day * 24 * 60 * 60 * 1000).toISOString();
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId,
    startAt,
    endAt: new Date(Date.parse(startAt) + 3 * 60 * 60 * 1000).toISOString(),
    doorsOpenAt: null,
    maxTicketCount: 1_000_000,
  });
  const variant = await client.json<{ id: string }>('POST', '/api/client/ticket-variant/', {
    eventId: event.id,
    name: 'General admission',
    imageUrl: null,
    description: null,
    price: 0,
    maxTicketCount: 1_000_000,
    isAffectEventTicketCount: true,
  });
  return { eventId: event.id, variantId: variant.id };
}

type RushAnswer = { startedAt: number; ms: number; status: number; reserved: number | null };

/** The page data the server embeds in a public page's HTML, as the page's script reads it. */
function embeddedPage(html: string): Page | null {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Page) : null;
}

/**
 * `RUSH_BUYERS` page opens spread evenly over `RUSH_SECONDS` — the HTML of `/e/{id}`, what a shared link opens,
 * with the date's availability embedded (each buyer opens the page once, none waits for another) while customers take a hold of one ticket `HOLDS_PER_SECOND` times a second. Staleness of an answer:
 * how long before its request the first hold it does not show had been confirmed (0 when it shows them all).
 */
async function rush(baseUrl: string, eventId: string, variantId: string) {
  const pageUrl = `${baseUrl}/e/${eventId}`;
  const answers: RushAnswer[] = [];
  const holdsConfirmedAt: number[] = [];
  const holdLatencies: number[] = [];
  let holdErrors = 0;
  const started = performance.now();
  const openPage = async () => {
    const startedAt = performance.now();
    try {
      const response = await fetch(pageUrl, { headers: { accept: 'text/html' } });
      const body = embeddedPage(await response.text());
      const variant = body?.ticketVariants.find((v) => v.id === variantId);
      answers.push({
        startedAt,
        ms: performance.now() - startedAt,
        // A page served without its data is no answer: the buyer's browser would have to ask again.
        status: body ? response.status : 0,
        reserved: variant ? variant.reservedCount : null,
      });
    } catch {
      answers.push({ startedAt, ms: performance.now() - startedAt, status: 0, reserved: null });
    }
  };
  const takeHold = async () => {
    const customer = new ApiClient(baseUrl);
    const session = await customer.json<{ csrfToken: string }>('GET', '/api/auth/session');
    customer.csrfToken = session.csrfToken;
    const answer = await customer.request('POST', `/api/public/event/${eventId}/holds`, {
      items: [{ identity: variantId, quantity: 1 }],
    });
    holdLatencies.push(answer.ms);
    if (answer.status === 201) holdsConfirmedAt.push(performance.now());
    else holdErrors += 1;
  };
  const pending: Promise<void>[] = [];
  const pageInterval = (RUSH_SECONDS * 1000) / RUSH_BUYERS;
  const holdInterval = 1000 / HOLDS_PER_SECOND;
  let nextPage = 0;
  let nextHold = 0;
  while (nextPage < RUSH_BUYERS) {
    const now = performance.now() - started;
    while (nextPage < RUSH_BUYERS && nextPage * pageInterval <= now) {
      pending.push(openPage());
      nextPage += 1;
    }
    while (nextHold * holdInterval <= now && now < RUSH_SECONDS * 1000) {
      pending.push(takeHold().catch(() => void (holdErrors += 1)));
      nextHold += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  const confirmed = [...holdsConfirmedAt].sort((a, b) => a - b);
  const staleness = answers
    .filter((answer) => answer.reserved !== null)
    .map((answer) => {
      const due = confirmed.filter((at) => at <= answer.startedAt).length;
      return answer.reserved! >= due ? 0 : answer.startedAt - confirmed[answer.reserved!]!;
    });
  return {
    seconds: (performance.now() - started) / 1000,
    answers,
    errors: answers.filter((answer) => answer.status !== 200).length,
    holds: confirmed.length,
    holdErrors,
    holdP95: percentile(holdLatencies, 95),
    staleAnswers: staleness.filter((value) => value > 0).length,
    maxStaleMs: max(staleness),
  };
}

async function main() {
  try {
    await recreateDatabase(DATABASE_URL);
  } catch (error) {
    fail((error as Error).message);
  }
  const handle = await connectDatabase({ kind: 'postgres', url: DATABASE_URL });
  // Migrations run on the app's start; the organiser is seeded once they have.
  const app = await startApp(
    { DATABASE_URL, DEMO_DATA: 'never' },
    // One loopback address makes every request: the per-address limit would refuse the load itself.
    { RATE_LIMIT_PUBLIC_PER_MINUTE: '0', HOLD_LIMIT_PER_ADDRESS: '0' },
  );
  const hello = await startHelloServer();
  try {
    const { organizationId, email } = await seedOrganiser(handle.db, {
      name: 'Bench Public Page',
      email: 'bench-public@example.test',
      password: PASSWORD,
    });
    const client = new ApiClient(app.baseUrl);
    await client.signIn(email, PASSWORD);
    const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
      name: 'Bench On-Sale Night',
      description: '<p>A popular on-sale.</p>',
      imageUrl: null,
      isOnline: false,
      onlineLink: null,
      address: {
        country: 'United Kingdom',
        city: 'London',
        line1: '1 Bench Street',
        line2: null,
        postCode: 'E1 6AN',
      },
      minAge: null,
      isAddressRequired: false,
      isEmailRequired: false,
      isFullNameRequired: false,
    });
    const dates = [];
    for (const [index, tickets] of SIZES.entries()) {
      const date = await createDate(client, activity.id, 10 + index);
      dates.push({ tickets, ...date });
    }
    await client.json('POST', `/api/client/activity/${activity.id}/publish`);
    const seedStarted = performance.now();
    for (const date of dates)
      await seedTickets(handle.db, organizationId, date.eventId, date.variantId, date.tickets);
    console.log(
      `Seeded ${SIZES.map(int).join(' / ')} tickets straight into the tables in ${ms(performance.now() - seedStarted, 0)}`,
    );
    const main = dates.find((date) => date.tickets === 20_000)!;
    const pageUrl = (eventId: string) => `${app.baseUrl}/api/public/event/${eventId}`;
    const check = (await fetch(pageUrl(main.eventId)).then((r) => r.json())) as Page & {
      ticketVariants: { orderCount: number }[];
    };
    if (check.ticketVariants[0]?.orderCount !== 20_000)
      fail(`the 20,000 date shows ${check.ticketVariants[0]?.orderCount} sold`);

    // 1. The page against the limit, alternate rounds.
    const loadBefore = loadAverage();
    await load('warm-up', pageUrl(main.eventId), 2);
    await load('warm-up', hello.url, 2);
    const pageRounds: Load[] = [];
    const helloRounds: Load[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      pageRounds.push(await load(`public page, round ${round}`, pageUrl(main.eventId), ROUND_SECONDS));
      helloRounds.push(await load(`Fastify hello, round ${round}`, hello.url, ROUND_SECONDS));
    }
    const rows = [...pageRounds, ...helloRounds].map((r) => [
      r.label,
      int(r.rps),
      ms(r.p50),
      ms(r.p95),
      r.bad,
    ]);
    console.log(
      `\n## GET /api/public/event/{id} (20,000 tickets) vs a bare Fastify hello, ${CONNECTIONS} connections, ${ROUND_SECONDS} s rounds\n`,
    );
    console.log(table(['run', 'req/s', 'p50', 'p95', 'non-2xx/errors'], rows, 'lrrrr'));
    const pageRps = median(pageRounds.map((r) => r.rps));
    const helloRps = median(helloRounds.map((r) => r.rps));
    const pageBad = pageRounds.reduce((total, r) => total + r.bad, 0);
    reportTarget({
      name: `public page, ${CONNECTIONS} connections, 20,000 tickets: throughput`,
      measured: `${int(pageRps)} req/s (median of ${ROUNDS}; p95 ${ms(median(pageRounds.map((r) => r.p95)))}, ${pageBad} errors)`,
      limit: `bare Fastify hello ${int(helloRps)} req/s`,
      target: '≥ 0.5 of the limit, no errors',
      ratio: pageRps / helloRps,
      pass: pageRps / helloRps >= 0.5 && pageBad === 0,
    });

    // 2. Cost as the date grows.
    // Sizes take turns within each round, so a change in the machine's load falls on all of them alike.
    const bySize = new Map<number, Load[]>(dates.map((date) => [date.tickets, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const date of dates) {
        const result = await load(`${int(date.tickets)} tickets`, pageUrl(date.eventId), ROUND_SECONDS);
        bySize.get(date.tickets)!.push(result);
      }
    }
    const sizeRounds = [...bySize].map(([tickets, rounds]) => ({
      label: `${int(tickets)} tickets (median of ${rounds.length})`,
      rps: median(rounds.map((r) => r.rps)),
      p50: median(rounds.map((r) => r.p50)),
      p95: median(rounds.map((r) => r.p95)),
      bad: rounds.reduce((total, r) => total + r.bad, 0),
    }));
    console.log(
      `\n## The page at dates of ${SIZES.map(int).join(' / ')} tickets, ${CONNECTIONS} connections\n`,
    );
    console.log(
      table(
        ['date', 'req/s', 'p50', 'p95', 'non-2xx/errors'],
        sizeRounds.map((r) => [r.label, int(r.rps), ms(r.p50), ms(r.p95), r.bad]),
        'lrrrr',
      ),
    );
    const rates = sizeRounds.map((r) => r.rps);
    const spread = Math.max(...rates) / Math.min(...rates);
    reportTarget({
      name: 'public page at 2,000 / 20,000 / 200,000 tickets',
      measured: `${rates.map(int).join(' / ')} req/s (highest / lowest ${spread.toFixed(2)}×)`,
      limit: '—',
      target: 'within 1.5× of each other',
      pass: spread <= 1.5,
    });

    // 3. The on-sale rush.
    const result = await rush(app.baseUrl, main.eventId, main.variantId);
    const latencies = result.answers.map((answer) => answer.ms);
    console.log(
      `\n## ${int(RUSH_BUYERS)} buyers open the page within ${RUSH_SECONDS} s while holds are taken (${HOLDS_PER_SECOND}/s)\n`,
    );
    console.log(
      table(
        [
          'page opens',
          'took',
          'p50',
          'p95',
          'p99',
          'errors',
          'holds',
          'hold errors',
          'hold p95',
          'stale answers',
          'most stale',
        ],
        [
          [
            int(result.answers.length),
            `${result.seconds.toFixed(1)} s`,
            ms(percentile(latencies, 50)),
            ms(percentile(latencies, 95)),
            ms(percentile(latencies, 99)),
            result.errors,
            result.holds,
            result.holdErrors,
            ms(result.holdP95),
            result.staleAnswers,
            ms(result.maxStaleMs),
          ],
        ],
        'rrrrrrrrrrr',
      ),
    );
    reportTarget({
      name: `on-sale rush: ${int(RUSH_BUYERS)} page opens in ${RUSH_SECONDS} s with ${HOLDS_PER_SECOND} holds/s`,
      measured: `p95 ${ms(percentile(latencies, 95))}, ${result.errors} errors, ${result.holdErrors} hold errors, availability at most ${ms(result.maxStaleMs)} behind`,
      limit: '—',
      target: 'no errors, availability never more than 1 s stale',
      pass: result.errors === 0 && result.holdErrors === 0 && result.maxStaleMs <= 1000,
    });
    console.log(
      `\nLoad average (1 min) before / after: ${loadBefore} / ${loadAverage()} on ${os.cpus().length} cores shared with other work.`,
    );
  } finally {
    hello.stop();
    await app.stop();
    await handle.db.destroy();
  }
}

await main();
