// Tickets at the door, on PostgreSQL: one date with 20,000 tickets issued through the API, then 50 scanners
// checking in at once (the organiser's door staff, then 50 phones through one door link), the guest list under
// load, and the CSV export of every guest with the server's memory.
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { ApiClient, pool } from './lib/api-client';
import { startApp, type AppServer, type Memory } from './lib/app-server';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { int, max, mb, ms, percentile, table } from './lib/stats';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench';
const ORDERS = 2_000;
const TICKETS_PER_ORDER = 10;
const TICKETS = ORDERS * TICKETS_PER_ORDER;
const ISSUE_CONCURRENCY = 12;
const SCANNERS = 50;
const SCANS_PER_SCANNER = 100;
const LOAD_CONNECTIONS = 10;
const LOAD_SECONDS = 10;
const CSV_RUNS = 3;
const PASSWORD = 'bench door password';
const DOOR_PIN = '2468';

const FIRST = [
  ...['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Grace', 'Freya', 'Sophia'],
  ...['Noah', 'Oliver', 'George', 'Arthur', 'Leo', 'Harry', 'Oscar', 'Archie', 'Henry', 'Jack'],
  ...['Aisha', 'Priya', 'Zara', 'Chloe', 'Ella', 'Evie', 'Rosie', 'Florence', 'Poppy', 'Willow'],
  ...['Theo', 'Finley', 'Alfie', 'Muhammad', 'Isaac', 'Jacob', 'Ethan', 'Lucas', 'Thomas', 'Joshua'],
];
const LAST = [
  ...['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright'],
  ...['Robinson', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson'],
  ...['Clarke', 'Khan', 'Hughes', 'Edwards', 'Hill', 'Moore', 'Lewis', 'Harris', 'Scott', 'Ahmed'],
  ...['Turner', 'Cooper', 'King', 'Baker', 'Ward', 'Morris', 'Begum', 'Bell', 'Mitchell', 'Kelly'],
  ...['Shaw', 'Price', 'Bennett', 'Murphy', 'Cook', 'Young', 'Allen', 'Parker', 'Martin', 'Singh'],
];
/** 40 × 50 = 2,000 distinct guest names, one per order; none is part of another. */
const guestName = (order: number) =>
  `${FIRST[order % FIRST.length]} ${LAST[Math.floor(order / FIRST.length) % LAST.length]}`;
/** UK mobile numbers 07700 200000…201999, one per order. */
const guestPhone = (order: number) => `07700${200_000 + order}`;

/** A small seeded generator, so every run asks for the same pages and guests. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const shuffle = <T>(items: readonly T[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, pick, shuffle };
}

function fail(message: string): never {
  console.error(`\ndoor-postgres: ${message}`);
  process.exit(1);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * What autovacuum keeps up to date on a production server. Before each measured phase the tables are vacuumed
 * and analysed, as they would be by the evening of the event, hours after the tickets were issued; a server
 * with autovacuum off (like the one these figures come from) gets a stand-in every 10 s while tickets are issued.
 */
async function vacuumAnalyse(db: Db): Promise<void> {
  await sql`vacuum analyze tickets, orders, check_in_requests, outbox_messages`.execute(db);
}

function autovacuumStandIn(db: Db, enabled: boolean): () => Promise<void> {
  let running = Promise.resolve();
  const timer = enabled
    ? setInterval(() => {
        running = running.then(() => vacuumAnalyse(db)).catch(() => {});
      }, 10_000)
    : undefined;
  return async () => {
    clearInterval(timer);
    await running;
  };
}

async function createEvent(client: ApiClient) {
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name: 'Bench Arena Night',
    description: '<p>A big night with <strong>20,000</strong> guests.</p>',
    imageUrl: null,
    minAge: null,
    isOnline: false,
    onlineLink: null,
    address: {
      country: 'United Kingdom',
      city: 'London',
      line1: '1 Arena Way',
      line2: null,
      postCode: 'E14 5AB',
    },
    isEmailRequired: false,
    isFullNameRequired: true,
  });
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  start.setUTCHours(19, 0, 0, 0);
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: activity.id,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 4 * 3600 * 1000).toISOString(),
    doorsOpenAt: new Date(start.getTime() - 3600 * 1000).toISOString(),
    maxTicketCount: TICKETS,
  });
  const variant = await client.json<{ id: string }>('POST', '/api/client/ticket-variant/', {
    eventId: event.id,
    name: 'General admission',
    imageUrl: null,
    description: null,
    price: 0,
    maxTicketCount: TICKETS,
    isAffectEventTicketCount: true,
  });
  await client.json('POST', `/api/client/activity/${activity.id}/publish`);
  return { eventId: event.id, variantId: variant.id };
}

const memoryRows: string[][] = [];
function noteMemory(server: AppServer, when: string): Memory {
  const memory = server.memory();
  memoryRows.push([when, mb(memory.rssKb), mb(memory.hwmKb)]);
  return memory;
}

/** 2,000 orders of 10 through POST /api/client/order/free, as the box office issues them. */
async function issueTickets(client: ApiClient, variantId: string) {
  const latencies: number[] = [];
  let busyRetries = 0;
  const started = performance.now();
  await pool(
    Array.from({ length: ORDERS }, (_, order) => order),
    ISSUE_CONCURRENCY,
    async (order) => {
      const body = {
        phoneNumber: guestPhone(order),
        fullName: guestName(order),
        email: null,
        address: null,
        items: [{ identity: variantId, quantity: TICKETS_PER_ORDER }],
      };
      for (;;) {
        const answer = await client.request('POST', '/api/client/order/free', body);
        latencies.push(answer.ms);
        if (answer.status === 200) return;
        // 503 is the app's 'busy, try again' when the per-event lock is not free within 3 s.
        if (answer.status === 503 && busyRetries++ < 200) continue;
        throw new Error(`free order ${order} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      }
    },
  );
  return { seconds: (performance.now() - started) / 1000, latencies, busyRetries };
}

/**
 * SCANNERS scanners at once, each over tickets of its own, every scan with a fresh nonce: `scanners[i]` is the
 * client of scanner i (the same signed-in client for door staff; one phone each for a door link), `pathOf` the
 * path a code is scanned at.
 */
async function checkInAtTheDoor(scanners: ApiClient[], pathOf: (code: string) => string, codes: string[]) {
  const latencies: number[] = [];
  const colours: Record<string, number> = {};
  const scans = codes.slice(0, SCANNERS * SCANS_PER_SCANNER);
  const started = performance.now();
  await Promise.all(
    scanners.map(async (client, scanner) => {
      for (const code of scans.slice(scanner * SCANS_PER_SCANNER, (scanner + 1) * SCANS_PER_SCANNER)) {
        const answer = await client.request('POST', pathOf(code), undefined, {
          'x-check-in-nonce': crypto.randomUUID(),
          'x-check-in-device': `bench-scanner-${scanner + 1}`,
        });
        latencies.push(answer.ms);
        const colour =
          answer.status === 200 ? String((answer.body as { color: string }).color) : `HTTP ${answer.status}`;
        colours[colour] = (colours[colour] ?? 0) + 1;
      }
    }),
  );
  return { scans: scans.length, seconds: (performance.now() - started) / 1000, latencies, colours };
}

/** A door link with a PIN for the date, and SCANNERS crew phones that started it (each its own session). */
async function doorLinkPhones(client: ApiClient, baseUrl: string, eventId: string) {
  const created = await client.request('POST', `/api/client/event/${eventId}/door-links`, {
    name: 'Main gate',
    pin: DOOR_PIN,
  });
  if (created.status !== 201) throw new Error(`door link answered ${created.status}: ${created.text}`);
  const link = created.body as { id: string; url: string };
  const token = link.url.split('/door/')[1]!;
  const phones = await pool(
    Array.from({ length: SCANNERS }, (_, phone) => phone),
    10,
    async (phone) => {
      const crew = new ApiClient(baseUrl);
      crew.csrfToken = (await crew.json<{ csrfToken: string }>('GET', '/api/auth/session')).csrfToken;
      await crew.json('POST', `/api/door/${token}/start`, {
        pin: DOOR_PIN,
        deviceName: `Phone ${phone + 1}`,
      });
      return crew;
    },
  );
  return { linkId: link.id, token, phones };
}

type GuestPage = { total: number; guests: unknown[] };
type LoadResult = { label: string; latencies: number[]; requests: number; seconds: number; bad: number };

/** autocannon against one kind of guest-list request; every request draws its own path. */
function guestListLoad(server: AppServer, client: ApiClient, label: string, nextPath: () => string) {
  return new Promise<LoadResult>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: server.baseUrl,
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        headers: {
          cookie: client.cookieHeader,
          'x-csrf-token': client.csrfToken,
          accept: 'application/json',
        },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          label,
          latencies,
          requests: result.requests.total,
          seconds: result.duration,
          bad: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

async function outboxCounts(db: Db) {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .groupBy('status')
    .execute();
  const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { at: Date.now(), sent: count('sent'), pending: count('pending') };
}

/** Downloads the whole CSV and counts its rows and the distinct tickets they name. */
async function exportCsv(client: ApiClient, eventId: string) {
  const started = performance.now();
  const response = await fetch(`${client.baseUrl}/api/client/check-in/${eventId}/guest-list/csv`, {
    headers: { cookie: client.cookieHeader },
  });
  if (response.status !== 200 || !response.body) throw new Error(`CSV export answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  let firstByteMs = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (chunks.length === 0) firstByteMs = performance.now() - started;
    chunks.push(value);
  }
  const elapsed = performance.now() - started;
  const bytes = Buffer.concat(chunks);
  const lines = bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  // Every row links its ticket's PDF by the ticket's external id: distinct links are distinct guests.
  const tickets = new Set<string>();
  for (const line of lines.slice(1)) {
    const externalId = /\/api\/public\/ticket\/([\w-]+)\/pdf/.exec(line)?.[1];
    if (externalId) tickets.add(externalId);
  }
  return {
    ms: elapsed,
    firstByteMs,
    bytes: bytes.length,
    rows: lines.length - 1,
    distinct: tickets.size,
    hasBom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
  };
}

async function main() {
  await recreateDatabase(DATABASE_URL).catch((error: Error) => fail(error.message));
  const started = performance.now();
  const loadAtStart = loadAverage();
  const server = await startApp({ DATABASE_URL, DEMO_DATA: 'never' });
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 2 });
  try {
    noteMemory(server, 'after start (migrated, idle)');
    const autovacuum = (await sql<{ autovacuum: string }>`show autovacuum`.execute(db)).rows[0]?.autovacuum;
    const organiser = await seedOrganiser(db, {
      name: 'Bench Door Live',
      email: 'door-bench@example.test',
      password: PASSWORD,
    });
    const client = new ApiClient(server.baseUrl);
    await client.signIn(organiser.email, PASSWORD);
    const { eventId, variantId } = await createEvent(client);

    // 1. 20,000 tickets through the API.
    const stopStandIn = autovacuumStandIn(db, autovacuum !== 'on');
    const issue = await issueTickets(client, variantId);
    const outboxAfterIssue = await outboxCounts(db);
    await stopStandIn();
    const count = async (checkedInOnly: boolean) => {
      let query = db
        .selectFrom('tickets')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('event_id', '=', eventId);
      if (checkedInOnly) query = query.where('checked_in_at', 'is not', null);
      return (await query.executeTakeFirstOrThrow()).n;
    };
    const issued = await count(false);
    if (issued !== TICKETS) fail(`expected ${TICKETS} tickets after issuing, the database has ${issued}`);
    noteMemory(server, `after issuing ${int(TICKETS)} tickets`);

    const guests = await db
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select(['t.check_in_code', 'o.reference', 'o.full_name', 'o.phone'])
      .where('t.event_id', '=', eventId)
      .execute();
    const rng = random(20_000);
    const codes = rng.shuffle(guests.map((guest) => guest.check_in_code));

    // 2. The door: 50 scanners at once, the organiser's door staff, then 50 phones through one door link.
    await vacuumAnalyse(db);
    const door = await checkInAtTheDoor(
      Array.from({ length: SCANNERS }, () => client),
      (code) => `/api/client/check-in/${eventId}/check-in/${encodeURIComponent(code)}`,
      codes,
    );
    const staffCheckedIn = await count(true);
    const doorLink = await doorLinkPhones(client, server.baseUrl, eventId);
    await vacuumAnalyse(db);
    const linkDoor = await checkInAtTheDoor(
      doorLink.phones,
      (code) => `/api/door/${doorLink.token}/check-in/${encodeURIComponent(code)}`,
      codes.slice(door.scans),
    );
    const checkedIn = await count(true);
    const linkCount = (
      await client.json<{ doorLinks: { checkedInCount: number }[] }>(
        'GET',
        `/api/client/event/${eventId}/door-links`,
      )
    ).doorLinks[0]!.checkedInCount;
    const allScans = door.scans + linkDoor.scans;
    noteMemory(server, `after ${int(allScans)} check-ins`);

    // 3. Guest-list pages under load: plain pages, searches and the checked-in filter.
    await vacuumAnalyse(db);
    const pages = Math.ceil(TICKETS / 50);
    const checkedInPages = Math.ceil(allScans / 50);
    const notCheckedInPages = Math.ceil((TICKETS - allScans) / 50);
    const base = `/api/client/check-in/${eventId}/guest-list/`;
    const search = (term: string) => `${base}?search=${encodeURIComponent(term)}`;
    const pageOf = (count: number, filter = '') =>
      `${base}?${filter}page=${1 + Math.floor(rng.next() * count)}`;
    const scenarios: [string, () => string, (page: GuestPage) => boolean][] = [
      [`random page of ${pages}`, () => pageOf(pages), (page) => page.total === TICKETS],
      [
        'search: guest name',
        () => search(rng.pick(guests).full_name!),
        (page) => page.total === TICKETS_PER_ORDER,
      ],
      [
        'search: phone, 6 digits',
        () => search(rng.pick(guests).phone!.slice(-6)),
        (page) => page.total >= 10,
      ],
      ['search: order reference', () => search(rng.pick(guests).reference), (page) => page.total >= 10],
      [
        `checked in, page of ${checkedInPages}`,
        () => pageOf(checkedInPages, 'checkedIn=yes&'),
        (page) => page.total === allScans,
      ],
      [
        `not checked in, page of ${notCheckedInPages}`,
        () => pageOf(notCheckedInPages, 'checkedIn=no&'),
        (page) => page.total === TICKETS - allScans,
      ],
    ];
    const loads: LoadResult[] = [];
    for (const [label, nextPath, check] of scenarios) {
      const probe = await client.json<GuestPage>('GET', nextPath());
      if (!check(probe) || probe.guests.length === 0)
        fail(`${label}: unexpected answer (total ${probe.total})`);
      loads.push(await guestListLoad(server, client, label, nextPath));
    }
    noteMemory(server, 'after guest-list load');
    // A reference like USH-4F3A2B19 also matches phones containing its digits (4321…): how often that happens.
    let widerReferenceSearches = 0;
    for (let probe = 0; probe < 50; probe++) {
      const page = await client.json<GuestPage>('GET', search(rng.pick(guests).reference));
      if (page.total > TICKETS_PER_ORDER) widerReferenceSearches += 1;
    }

    // 4. The CSV export of all 20,000 guests, with the server's peak RSS around it.
    const beforeCsv = noteMemory(server, 'before CSV export');
    const peakReset = server.resetPeak();
    const exports = [];
    for (let run = 0; run < CSV_RUNS; run++) exports.push(await exportCsv(client, eventId));
    const afterCsv = noteMemory(
      server,
      `after ${CSV_RUNS} CSV exports${peakReset ? ' (VmHWM reset just before them)' : ''}`,
    );
    const outboxAtEnd = await outboxCounts(db);
    const seconds = (performance.now() - started) / 1000;

    console.log(
      `door on PostgreSQL: ${int(TICKETS)} tickets (${int(ORDERS)} orders × ${TICKETS_PER_ORDER})\n`,
    );
    console.log(
      table(
        ['issuing', 'orders', 'wall', 'orders/s', 'tickets/s', 'p50', 'p95', 'p99', '503 retries'],
        [
          [
            `POST order/free, ${ISSUE_CONCURRENCY} at once`,
            int(ORDERS),
            `${issue.seconds.toFixed(1)} s`,
            (ORDERS / issue.seconds).toFixed(1),
            (TICKETS / issue.seconds).toFixed(0),
            ms(percentile(issue.latencies, 50)),
            ms(percentile(issue.latencies, 95)),
            ms(percentile(issue.latencies, 99)),
            issue.busyRetries,
          ],
        ],
        'lrrrrrrrr',
      ),
    );
    console.log('');
    console.log(
      table(
        ['check-in', 'scans', 'wall', 'check-ins/s', 'p50', 'p95', 'p99', 'max', 'answers', 'in database'],
        [
          [`door staff: ${SCANNERS} scanners × ${SCANS_PER_SCANNER}`, door, staffCheckedIn] as const,
          [
            `door link: ${SCANNERS} phones × ${SCANS_PER_SCANNER}`,
            linkDoor,
            checkedIn - staffCheckedIn,
          ] as const,
        ].map(([label, run, inDatabase]) => [
          label,
          int(run.scans),
          `${run.seconds.toFixed(1)} s`,
          (run.scans / run.seconds).toFixed(0),
          ms(percentile(run.latencies, 50)),
          ms(percentile(run.latencies, 95)),
          ms(percentile(run.latencies, 99)),
          ms(max(run.latencies)),
          Object.entries(run.colours)
            .map(([colour, count]) => `${int(count)} ${colour}`)
            .join(', '),
          int(inDatabase),
        ]),
        'lrrrrrrrlr',
      ),
    );
    console.log('');
    console.log(
      table(
        ['guest list, 50 a page', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors'],
        loads.map((load) => [
          load.label,
          int(load.requests),
          (load.requests / load.seconds).toFixed(0),
          ms(percentile(load.latencies, 50)),
          ms(percentile(load.latencies, 95)),
          ms(percentile(load.latencies, 99)),
          ms(max(load.latencies)),
          load.bad,
        ]),
        'lrrrrrrr',
      ),
    );
    console.log(
      `(autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each, signed-in cookie; ` +
        `${widerReferenceSearches} of 50 order-reference searches also found other orders, by phone digits)\n`,
    );
    console.log(
      table(
        ['CSV export', 'wall', 'first byte', 'size', 'rows', 'distinct guests', 'BOM'],
        exports.map((run, index) => [
          `run ${index + 1}`,
          ms(run.ms, 0),
          ms(run.firstByteMs, 0),
          `${(run.bytes / 1024 / 1024).toFixed(2)} MB`,
          int(run.rows),
          int(run.distinct),
          run.hasBom ? 'yes' : 'no',
        ]),
        'lrrrrrl',
      ),
    );
    console.log('');
    console.log(table(['server process memory', 'VmRSS', 'VmHWM'], memoryRows, 'lrr'));
    console.log(
      `\nCSV export: VmHWM ${mb(beforeCsv.hwmKb)} before (peak of the whole run), ${mb(afterCsv.hwmKb)} after` +
        (peakReset
          ? `: the exports peaked ${mb(afterCsv.hwmKb - beforeCsv.rssKb)} above the RSS before them`
          : ''),
    );
    const drainSeconds = (outboxAtEnd.at - outboxAfterIssue.at) / 1000;
    console.log(
      `outbox (one SMS per order, sent by the app's delivery worker to DATA_DIR/outbox): ` +
        `${int(outboxAfterIssue.sent)} sent and ${int(outboxAfterIssue.pending)} pending when issuing ended; ` +
        `${int(outboxAtEnd.sent)} sent and ${int(outboxAtEnd.pending)} pending ${drainSeconds.toFixed(0)} s later ` +
        `(${((outboxAtEnd.sent - outboxAfterIssue.sent) / drainSeconds).toFixed(1)} SMS/s once no new order came in)`,
    );
    console.log(
      `whole scenario ${seconds.toFixed(0)} s; load average ${loadAtStart} at the start, ${loadAverage()} at the end ` +
        `(${os.cpus().length} cores); autovacuum ${autovacuum}` +
        (autovacuum === 'on' ? '' : ', so VACUUM ANALYZE every 10 s while issuing and before each phase'),
    );

    // A failed measurement check means the figures are not what they claim: the scenario fails.
    // A failed product check (a wrong export) is reported but not fatal: the timings are still the export's.
    const lastCsv = exports.at(-1)!;
    type Check = [what: string, expected: string, got: string, ok: boolean, kind: 'measurement' | 'product'];
    const checks: Check[] = [
      ['tickets issued', int(TICKETS), int(issued), issued === TICKETS, 'measurement'],
      [
        'scans answered green',
        int(door.scans),
        int(door.colours.green ?? 0),
        door.colours.green === door.scans,
        'measurement',
      ],
      [
        'door link scans answered green',
        int(linkDoor.scans),
        int(linkDoor.colours.green ?? 0),
        linkDoor.colours.green === linkDoor.scans,
        'measurement',
      ],
      ['check-ins in the database', int(allScans), int(checkedIn), checkedIn === allScans, 'measurement'],
      [
        'door link checkedInCount',
        int(linkDoor.scans),
        int(linkCount),
        linkCount === linkDoor.scans,
        'product',
      ],
      [
        'failed guest-list requests',
        '0',
        int(loads.reduce((all, l) => all + l.bad, 0)),
        loads.every((l) => l.bad === 0),
        'measurement',
      ],
      [
        'CSV with a BOM',
        'yes',
        exports.every((run) => run.hasBom) ? 'yes' : 'no',
        exports.every((run) => run.hasBom),
        'product',
      ],
      ['CSV distinct guests', int(TICKETS), int(lastCsv.distinct), lastCsv.distinct === TICKETS, 'product'],
      ['CSV rows', int(TICKETS), int(lastCsv.rows), lastCsv.rows === TICKETS, 'product'],
    ];
    console.log('');
    console.log(
      table(
        ['check', 'expected', 'got', 'result'],
        checks.map(([what, expected, got, ok, kind]) => [what, expected, got, ok ? 'ok' : `FAIL (${kind})`]),
        'lrrl',
      ),
    );
    if (lastCsv.rows > lastCsv.distinct) {
      console.log(
        `\nWARNING: the CSV export repeats ${int(lastCsv.rows - lastCsv.distinct)} guests ` +
          '(see "CSV export" in bench/README.md)',
      );
    }
    const failed = checks.filter(([, , , ok, kind]) => !ok && kind === 'measurement');
    if (failed.length > 0) fail(`measurement checks failed: ${failed.map(([what]) => what).join('; ')}`);
  } finally {
    await db.destroy();
    await server.stop();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
