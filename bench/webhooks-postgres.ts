// Webhook deliveries on PostgreSQL: N events in the webhooks' outbox, sent by the app's dispatcher (claim, compose,
// sign, POST, record each attempt) to a loopback receiver, beside a bare loop of signed HTTP POSTs of the same
// body to the same receiver at the same concurrency: the limit the network and the receiver set on this machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pino from 'pino';
import { connectDatabase } from '../apps/api/src/db/connect';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createWebhookDispatcher } from '../apps/api/src/modules/webhooks/webhook.dispatcher';
import { postJson } from '../apps/api/src/modules/webhooks/webhook-post';
import { newWebhookSecret, signWebhook } from '../apps/api/src/modules/webhooks/webhook-signature';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { int } from './lib/stats';
import { reportTarget } from './lib/targets';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_webhooks';
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2_000);
const CONCURRENCY = 8;

function fail(message: string): never {
  console.error(`\nwebhooks-postgres: ${message}`);
  process.exit(1);
}

/** A loopback receiver that answers 204 at once and counts. */
async function startReceiver() {
  const counts = { requests: 0 };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      counts.requests += 1;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, counts, close: () => new Promise((r) => server.close(r)) };
}

async function main() {
  await recreateDatabase(DATABASE_URL).catch((error: Error) => fail(error.message));
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 10 });
  await migrateToLatest(db);
  const receiver = await startReceiver();
  const { organizationId } = await seedOrganiser(db, {
    name: 'Bench Webhooks',
    email: 'webhooks@bench.test',
    password: 'bench webhooks password',
  });
  const secret = newWebhookSecret();
  const activity = await db
    .insertInto('activities')
    .values({
      organization_id: organizationId,
      name: 'Bench evening',
      description: '',
      is_online: true,
      is_address_required: false,
      is_email_required: false,
      is_full_name_required: false,
      short_code: crypto.randomUUID().slice(0, 8),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const date = await db
    .insertInto('events')
    .values({
      organization_id: organizationId,
      activity_id: activity.id,
      start_at: new Date(),
      end_at: null,
      doors_open_at: null,
      max_ticket_count: 100,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const webhook = await db
    .insertInto('webhooks')
    .values({ organization_id: organizationId, url: receiver.url, events: ['event.updated'], secret })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Each event of its own sequence, as the events of many orders are (one order's wait for each other).
  await sql`
    insert into webhook_messages (event_id, webhook_id, organization_id, type, sequence_key, date_id)
    select gen_random_uuid(), ${webhook.id}::uuid, ${organizationId}::uuid, 'event.updated', gen_random_uuid(),
      ${date.id}::uuid
    from generate_series(1, ${EVENTS})`.execute(db);

  console.log(`${int(EVENTS)} events, ${CONCURRENCY} at a time, to ${receiver.url}\n`);
  const dispatcher = createWebhookDispatcher({
    db,
    allowPrivateUrls: true,
    delivery: { enqueue: async () => {} },
    pollIntervalMs: 50,
    concurrency: CONCURRENCY,
  });
  const started = performance.now();
  dispatcher.start(pino({ level: 'warn' }));
  for (;;) {
    const { open } = await db
      .selectFrom('webhook_messages')
      .select(sql<number>`count(*) filter (where status <> 'delivered')::int`.as('open'))
      .executeTakeFirstOrThrow();
    if (open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const dispatchSeconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  const delivered = EVENTS / dispatchSeconds;

  const body = JSON.stringify({ id: crypto.randomUUID(), type: 'event.updated', data: { eventId: date.id } });
  const before = receiver.counts.requests;
  const bareStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < EVENTS) {
        const timestamp = Math.floor(Date.now() / 1000);
        const id = crypto.randomUUID();
        const headers = {
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(secret, id, timestamp, body),
        };
        const outcome = await postJson(receiver.url, body, headers, null);
        if (outcome.kind !== 'answered') fail(`bare POST failed: ${outcome.error}`);
      }
    }),
  );
  const bare = (receiver.counts.requests - before) / ((performance.now() - bareStarted) / 1000);

  console.log(`dispatcher: ${int(delivered)} deliveries/s (${dispatchSeconds.toFixed(1)} s)`);
  console.log(`bare signed POST loop: ${int(bare)} requests/s\n`);
  const ratio = delivered / bare;
  reportTarget({
    name: `webhooks, ${int(EVENTS)} events to a loopback receiver`,
    measured: `${int(delivered)} deliveries/s`,
    limit: `bare signed POST loop ${int(bare)} req/s`,
    target: '≥ 0.25 of the bare loop (each delivery adds a claim, a compose and a recorded attempt)',
    ratio,
    pass: ratio >= 0.25,
  });
  await receiver.close();
  await db.destroy();
}

await main();
