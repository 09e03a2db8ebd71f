// The offline door (issue 18), on PostgreSQL: a date of 20,000 tickets downloaded whole by a door device (time,
// bytes), the incremental download after 1,000 check-ins, and 1,000 scans queued offline uploaded in one batch
// (and the same batch again). Each target is printed beside a limit measured in the same run on the same data.
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { median, ms, int, table } from './lib/stats';
import { reportTarget } from './lib/targets';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_offline_door';
const ORDERS = 2_000;
const TICKETS_PER_ORDER = 10;
const TICKETS = ORDERS * TICKETS_PER_ORDER;
const SCANS = 1_000;
const RUNS = 5;
const PASSWORD = 'bench offline door password';
/** A whole date on a phone over loopback; the door waits for it once, when it gets the date ready. */
const FULL_DOWNLOAD_TARGET_MS = 3_000;
const UPLOAD_TARGET_MS = 5_000;
/** Each target also holds against its limit: the bare database work under it, read in the same run. */
const DOWNLOAD_LIMIT_FACTOR = 10;
const UPLOAD_LIMIT_FACTOR = 20;

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function createDate(client: ApiClient) {
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name: 'Bench Offline Door',
    description: '<p>Thick walls.</p>',
    imageUrl: null,
    minAge: null,
    isOnline: false,
    onlineLink: null,
    address: {
      country: 'United Kingdom',
      city: 'London',
      line1: '1 Cellar Row',
      line2: null,
      postCode: 'E1 6AN',
    },
    isEmailRequired: false,
    isFullNameRequired: true,
  });
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: activity.id,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 4 * 3600 * 1000).toISOString(),
    doorsOpenAt: null,
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

/** 2,000 orders of 10 tickets straight into the tables: issuing is door-postgres.ts's bench, not this one. */
async function insertTickets(db: Db, organizationId: string, eventId: string, variantId: string) {
  await sql`
    with orders_made as (
      insert into orders (organization_id, event_id, reference, kind, phone, email, full_name)
      select ${organizationId}, ${eventId}, 'OFF-' || lpad(n::text, 6, '0'), 'cash',
        '+4477002' || lpad(n::text, 5, '0'), null, 'Guest ' || n
      from generate_series(1, ${ORDERS}) n
      returning id
    )
    insert into tickets (organization_id, order_id, event_id, ticket_variant_id, external_id, check_in_code,
      ticket_index, group_size)
    select ${organizationId}, o.id, ${eventId}, ${variantId}, gen_random_uuid()::text,
      encode(gen_random_bytes(16), 'base64'), i, ${TICKETS_PER_ORDER}
    from orders_made o cross join generate_series(1, ${TICKETS_PER_ORDER}) i`.execute(db);
  await sql`vacuum analyze tickets, orders`.execute(db);
}

/** The limit under a download: the same rows read by node-postgres with no app in between. */
async function bareRead(client: pg.Client, eventId: string): Promise<number> {
  const started = performance.now();
  const result = await client.query(
    `select t.check_in_code, t.external_id, t.status, t.checked_in_at, o.reference, o.full_name, o.phone,
       v.name from tickets t join orders o on o.id = t.order_id join ticket_variants v on v.id = t.ticket_variant_id
     where t.event_id = $1 order by t.list_position`,
    [eventId],
  );
  if (result.rowCount !== TICKETS) throw new Error(`bare read found ${result.rowCount} rows`);
  return performance.now() - started;
}

/** The limit under an upload: the same number of tickets checked in by one UPDATE from node-postgres. */
async function bareCheckIns(client: pg.Client, codes: string[]): Promise<number> {
  const started = performance.now();
  const result = await client.query(
    'update tickets set checked_in_at = now() where check_in_code = any($1) and checked_in_at is null',
    [codes],
  );
  if (result.rowCount !== codes.length) throw new Error(`bare update checked in ${result.rowCount}`);
  return performance.now() - started;
}

type Download = { cursor: string; key: string; tickets: { hash: string; checkedInAt: string | null }[] };

async function main() {
  await recreateDatabase(DATABASE_URL);
  const loadAtStart = loadAverage();
  const server = await startApp({ DATABASE_URL, DEMO_DATA: 'never' });
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 2 });
  const bare = new pg.Client({ connectionString: DATABASE_URL });
  await bare.connect();
  try {
    const organiser = await seedOrganiser(db, {
      name: 'Bench Offline Door',
      email: 'offline-door-bench@example.test',
      password: PASSWORD,
    });
    const client = new ApiClient(server.baseUrl);
    await client.signIn(organiser.email, PASSWORD);
    const { eventId, variantId } = await createDate(client);
    await sql`create extension if not exists pgcrypto`.execute(db);
    await insertTickets(db, organiser.organizationId, eventId, variantId);
    const codes = (
      await db.selectFrom('tickets').select('check_in_code').where('event_id', '=', eventId).execute()
    ).map((row) => row.check_in_code);

    // 1. The whole date, RUNS times, beside the bare read of the same rows.
    const fullMs: number[] = [];
    const bareMs: number[] = [];
    let bytes = 0;
    let full: Download | null = null;
    for (let run = 0; run < RUNS; run++) {
      bareMs.push(await bareRead(bare, eventId));
      const answer = await client.request('GET', `/api/client/check-in/${eventId}/offline`);
      if (answer.status !== 200)
        throw new Error(`download answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      fullMs.push(answer.ms);
      bytes = Buffer.byteLength(answer.text);
      full = answer.body as Download;
    }
    if (full!.tickets.length !== TICKETS) throw new Error(`download listed ${full!.tickets.length} tickets`);
    const hashOf = (code: string) => crypto.createHmac('sha256', full!.key).update(code).digest('hex');
    const hashes = new Set(full!.tickets.map((ticket) => ticket.hash));
    if (!codes.every((code) => hashes.has(hashOf(code)))) throw new Error('a code has no matching hash');

    // 2. 1,000 scans queued offline, uploaded in one batch, then the same batch again (a retry).
    const queued = codes.slice(0, SCANS).map((code, index) => ({
      code,
      nonce: crypto.randomUUID(),
      scannedAt: new Date(Date.now() - (SCANS - index) * 1000).toISOString(),
    }));
    const uploadPath = `/api/client/check-in/${eventId}/offline-scans`;
    const upload = await client.request('POST', uploadPath, { deviceId: 'bench-door-1', scans: queued });
    if (upload.status !== 200)
      throw new Error(`upload answered ${upload.status}: ${upload.text.slice(0, 300)}`);
    const outcomes = (upload.body as { results: { outcome: string }[] }).results.map(
      (result) => result.outcome,
    );
    const checkedIn = outcomes.filter((outcome) => outcome === 'checkedIn').length;
    if (checkedIn !== SCANS) throw new Error(`upload checked in ${checkedIn} of ${SCANS}`);
    const repeat = await client.request('POST', uploadPath, { deviceId: 'bench-door-1', scans: queued });
    if (repeat.text !== upload.text) throw new Error('the repeated batch answered differently');
    const bareUpdateMs = await bareCheckIns(bare, codes.slice(SCANS, 2 * SCANS));

    // 3. The incremental download after those check-ins, and again with nothing changed.
    const incremental = await client.request(
      'GET',
      `/api/client/check-in/${eventId}/offline?since=${full!.cursor}`,
    );
    const changed = incremental.body as Download;
    if (changed.tickets.length < 2 * SCANS) throw new Error(`incremental listed ${changed.tickets.length}`);
    const unchanged = await client.request(
      'GET',
      `/api/client/check-in/${eventId}/offline?since=${changed.cursor}`,
    );
    const health = await client.request('GET', '/api/health');

    const fullMedian = median(fullMs);
    const bareMedian = median(bareMs);
    console.log(
      `offline door on PostgreSQL: ${int(TICKETS)} tickets; load average at start ${loadAtStart}, at end ${loadAverage()}\n`,
    );
    console.log(
      table(
        ['what', 'time', 'bytes', 'tickets'],
        [
          [`full download (median of ${RUNS})`, ms(fullMedian), int(bytes), int(full!.tickets.length)],
          [`  bare SQL read of the same rows (median of ${RUNS})`, ms(bareMedian), '—', int(TICKETS)],
          [
            'incremental after 2,000 check-ins',
            ms(incremental.ms),
            int(Buffer.byteLength(incremental.text)),
            int(changed.tickets.length),
          ],
          [
            'incremental, nothing changed',
            ms(unchanged.ms),
            int(Buffer.byteLength(unchanged.text)),
            int((unchanged.body as Download).tickets.length),
          ],
          [
            `upload ${int(SCANS)} queued scans`,
            ms(upload.ms),
            int(Buffer.byteLength(JSON.stringify({ scans: queued }))),
            int(SCANS),
          ],
          ['  the same batch again (all answered before)', ms(repeat.ms), '—', int(SCANS)],
          [`  bare: one UPDATE of ${int(SCANS)} other tickets`, ms(bareUpdateMs), '—', int(SCANS)],
          ['GET /api/health', ms(health.ms), '—', '—'],
        ],
        'lrrr',
      ),
    );
    console.log('');
    const downloadLimit = bareMedian * DOWNLOAD_LIMIT_FACTOR;
    reportTarget({
      name: `offline door: download ${int(TICKETS)} tickets`,
      measured: `${ms(fullMedian)} median of ${RUNS}, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
      limit: `bare SQL read ${ms(bareMedian)}`,
      target: `≤ ${int(FULL_DOWNLOAD_TARGET_MS)} ms and ≤ ${DOWNLOAD_LIMIT_FACTOR}× the bare read`,
      ratio: fullMedian / bareMedian,
      pass: fullMedian <= FULL_DOWNLOAD_TARGET_MS && fullMedian <= downloadLimit,
    });
    reportTarget({
      name: `offline door: upload ${int(SCANS)} queued scans`,
      measured: ms(upload.ms),
      limit: `one bare UPDATE of ${int(SCANS)} tickets ${ms(bareUpdateMs)}`,
      target: `≤ ${int(UPLOAD_TARGET_MS)} ms and ≤ ${UPLOAD_LIMIT_FACTOR}× the bare UPDATE`,
      ratio: upload.ms / bareUpdateMs,
      pass: upload.ms <= UPLOAD_TARGET_MS && upload.ms <= bareUpdateMs * UPLOAD_LIMIT_FACTOR,
    });
  } finally {
    await bare.end();
    await db.destroy();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`offline-door: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
