import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { insertOrderWithTickets } from '../src/modules/sales/order.repository';
import { createActivityWithDate } from './activity-fixtures';
import { dateOnSale, guest } from './checkout-fixtures';
import { signedInClient } from './fixtures';
import { startLoopbackProxy, type LoopbackProxy, type ProxiedRequest } from './loopback-proxy';
import { startLoopbackSmtp, type LoopbackSmtp } from './loopback-smtp';
import { hasRedisServer, startRedisServer, type RedisServer } from './redis-server';
import { startServerProcess, type ServerProcess } from './server-process';
import { startTestApp, type TestApp } from './test-app';
import { TestClient } from './test-client';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

// Several processes share one database only on PostgreSQL (the embedded one belongs to one process).
const skipReason =
  testDatabaseKind !== 'postgres'
    ? 'needs PostgreSQL: runs in the api-postgres project'
    : !hasRedisServer
      ? 'no redis-server on the PATH (install it: apt-get install redis-server; .ci/run does)'
      : null;
if (skipReason) console.warn(`rolling-restart.test.ts skipped: ${skipReason}`);

/** A stopping process answers 503 on /api/health this long before it stops accepting (the proxy checks every 100 ms). */
const DRAIN_SECONDS = 2;
const DELIVERY_CONCURRENCY = 2;
/** The loopback SMTP server takes this long to accept an email. */
const SMTP_ANSWER_MS = 200;
const DOOR_TICKETS = 1_500;

let database: TestDatabase;
let setup: TestApp;
let redis: RedisServer;
let smtp: LoopbackSmtp;
let proxy: LoopbackProxy;
let env: Record<string, string>;
/** The running processes, each with the name it sends emails from (its MAIL_FROM), so a send shows its sender. */
const processes: (ServerProcess & { name: string })[] = [];
/** Every process the file started, stopped at the end whatever happened. */
const spawned: ServerProcess[] = [];
/** The outbox ids of the emails the SMTP server has whole and has not answered yet, by sending process. */
const sending = new Map<string, Set<string>>();
/** One date on sale per buyer: buyers of one date queue for its lock, which is not what this test is about. */
let sales: { eventId: string; variantId: string }[];
let door: { eventId: string; client: TestClient; codes: string[] };

const senderOf = (from: string | undefined) => /<(.+)@usher\.test>/.exec(from ?? '')?.[1] ?? '?';
const sendingFrom = (name: string) => sending.get(name) ?? new Set<string>();
/** The process about to stop: the SMTP server answers its emails only once `held` resolves. */
let holdFrom: string | null = null;
let held: Promise<void> = Promise.resolve();

let started = 0;
async function startBehindProxy() {
  const name = `process-${++started}`;
  const running = await startServerProcess({ ...env, MAIL_FROM: `Usher <${name}@usher.test>` });
  spawned.push(running);
  proxy.add(running.url);
  await vi.waitFor(() => expect(proxy.isInRotation(running.url)).toBe(true), {
    timeout: 5_000,
    interval: 20,
  });
  return Object.assign(running, { name });
}

beforeAll(async () => {
  if (skipReason) return;
  database = await createTestDatabase();
  [setup, redis, smtp, proxy] = await Promise.all([
    startTestApp({}, { database }),
    startRedisServer(),
    startLoopbackSmtp(),
    startLoopbackProxy({ healthIntervalMs: 100 }),
  ]);
  smtp.answer = async (mail) => {
    const sender = senderOf(mail.headers.from);
    sending.set(sender, sendingFrom(sender).add(mail.outboxId));
    await (sender === holdFrom ? held : sleep(SMTP_ANSWER_MS));
    sending.get(sender)!.delete(mail.outboxId);
    return 'accept' as const;
  };
  env = {
    DATABASE_URL: database.url!,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `usher-test-${crypto.randomBytes(6).toString('hex')}:`,
    SMTP_URL: smtp.url,
    DELIVERY_CONCURRENCY: String(DELIVERY_CONCURRENCY),
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    // Every request of the load comes from 127.0.0.1: the per-address limits are not what this test is about.
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    // Three processes beside another test file stay within PostgreSQL's 100 connections.
    DATABASE_POOL_SIZE: '5',
  };
  // One after the other: the first creates the delivery queue's schema, and a start is mostly CPU.
  for (let i = 0; i < 3; i++) processes.push(await startBehindProxy());

  const onSale = await dateOnSale(setup, {
    capacity: 10_000,
    variants: [{ name: 'Free', price: 0, max: 10_000 }],
  });
  const second = await createActivityWithDate(onSale.master, {
    published: true,
    capacity: 10_000,
    variants: [{ name: 'Free', price: 0, max: 10_000 }],
  });
  sales = [
    { eventId: onSale.event.id, variantId: onSale.variantId },
    { eventId: second.event.id, variantId: second.variants[0].id },
  ];
  // The door scans a date of today, with tickets sold before the test.
  const tonight = await createActivityWithDate(onSale.master, { published: true, capacity: DOOR_TICKETS });
  const startAt = new Date();
  await setup.db
    .updateTable('events')
    .set({ start_at: startAt, end_at: new Date(startAt.getTime() + 3 * 3_600_000), doors_open_at: null })
    .where('id', '=', tonight.event.id)
    .execute();
  const order = await insertOrderWithTickets(setup.db, {
    organizationId: onSale.organizationId,
    eventId: tonight.event.id,
    kind: 'free',
    phone: '+447700900555',
    email: 'ada@example.test',
    fullName: 'Ada Lovelace',
    address: null,
    createdBy: null,
    appliedPromo: null,
    promoCodeId: null,
    items: [
      {
        variantId: tonight.variants[0].id,
        quantity: DOOR_TICKETS,
        unitPrice: 0,
        discountedUnitPrice: 0,
        promoCodeId: null,
      },
    ],
  });
  const codes = await setup.db
    .selectFrom('tickets')
    .select('check_in_code')
    .where('order_id', '=', order.orderId)
    .execute();
  // The door signs in once, on one process, and then scans through the proxy with that session.
  const signedIn = await signedInClient(setup, onSale.organizationId, 'controller');
  const client = new TestClient(proxy.url);
  for (const pair of signedIn.cookieHeader().split('; ')) {
    const [name = '', value = ''] = pair.split('=');
    client.setCookie(name, value);
  }
  client.csrfToken = signedIn.csrfToken;
  door = { eventId: tonight.event.id, client, codes: codes.map((row) => row.check_in_code) };
}, 180_000);

afterAll(async () => {
  await Promise.all(spawned.map((running) => running.stop()));
  await proxy?.close();
  await setup?.close();
  await Promise.all([redis?.stop(), smtp?.close()]);
  await database?.drop();
}, 60_000);

type Failure = { what: string; status: number; text: string };

/**
 * Steady traffic through the proxy until stopped: readers of the public page, buyers who hold and check out (each
 * with a session of its own, so a hold made on one process is checked out on another) and a door scanning
 * tickets, each pausing a little between requests.
 */
function startLoad() {
  const orders: string[] = [];
  const scanned: string[] = [];
  const failures: Failure[] = [];
  let isRunning = true;
  const expectStatus = (what: string, answer: { status: number; text: string }, status: number) => {
    if (answer.status !== status)
      failures.push({ what, status: answer.status, text: answer.text.slice(0, 200) });
    return answer.status === status;
  };
  const loop = async (step: () => Promise<unknown>) => {
    while (isRunning) {
      await step().catch((error: unknown) =>
        failures.push({ what: 'request', status: 0, text: String(error) }),
      );
      await sleep(50);
    }
  };
  const reader = new TestClient(proxy.url);
  const read = async () =>
    expectStatus('public page', await reader.get(`/api/public/event/${sales[0]!.eventId}`), 200);
  const buy = (sale: (typeof sales)[number]) => async () => {
    const buyer = new TestClient(proxy.url);
    const hold = await buyer.post(`/api/public/event/${sale.eventId}/holds`, {
      items: [{ identity: sale.variantId, quantity: 1 }],
    });
    if (!expectStatus('hold', hold, 201)) return;
    const order = await buyer.post(`/api/public/holds/${hold.body.id}/checkout`, guest());
    if (expectStatus('checkout', order, 201)) orders.push(order.body.orderId);
  };
  const scan = async () => {
    const code = door.codes.shift();
    if (!code) return;
    const answer = await door.client.post(
      `/api/client/check-in/${door.eventId}/check-in/${encodeURIComponent(code)}`,
    );
    if (expectStatus('scan', answer, 200) && answer.body.color === 'green') scanned.push(code);
    else if (answer.status === 200) failures.push({ what: 'scan', status: 200, text: answer.text });
  };
  const loops = [loop(read), ...sales.map((sale) => loop(buy(sale))), loop(scan)];
  return {
    orders,
    scanned,
    failures,
    async stop() {
      isRunning = false;
      await Promise.all(loops);
    },
  };
}

const failedThroughProxy = (since: number) =>
  proxy.log.filter((entry) => entry.sentAt >= since && entry.status >= 500);

async function ordersOfSale() {
  return setup.db
    .selectFrom('orders')
    .select('id')
    .where(
      'event_id',
      'in',
      sales.map((sale) => sale.eventId),
    )
    .execute();
}

async function outboxOf(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return setup.db
    .selectFrom('outbox_messages')
    .select(['id', 'status', 'attempts'])
    .where('attachment_order_id', 'in', orderIds)
    .execute();
}

function arrivalsById() {
  const arrivals = new Map<string, number>();
  for (const mail of smtp.received) arrivals.set(mail.outboxId, (arrivals.get(mail.outboxId) ?? 0) + 1);
  return arrivals;
}

describe.skipIf(skipReason)(
  'three API processes behind a load balancer, on one PostgreSQL and one Redis',
  () => {
    it('restart one by one under load (SIGTERM): no request fails, no order is lost or doubled, each email goes once', async () => {
      const since = Date.now();
      const load = startLoad();
      await sleep(1_000);
      const exits = [];
      const claimedAtStop = [];
      for (let i = 0; i < processes.length; i++) {
        const old = processes[i]!;
        const replacement = startBehindProxy();
        // It is told to stop while the SMTP server holds an email it is sending, and answers it only once the
        // drain is over and the listener has closed: the process must wait for it to record it.
        let release = () => {};
        held = new Promise((resolve) => (release = resolve));
        holdFrom = old.name;
        // Orders made on that process wake its own senders at once (another's may still take one first).
        const direct = new TestClient(old.url);
        for (let tries = 0; sendingFrom(old.name).size === 0; tries++) {
          expect(tries).toBeLessThan(20);
          const hold = await direct.post(`/api/public/event/${sales[0]!.eventId}/holds`, {
            items: [{ identity: sales[0]!.variantId, quantity: 1 }],
          });
          const order =
            hold.status === 201
              ? await direct.post(`/api/public/holds/${hold.body.id}/checkout`, guest())
              : hold;
          if (order.status === 201) load.orders.push(order.body.orderId);
          await vi
            .waitFor(() => expect(sendingFrom(old.name).size).toBeGreaterThan(0), {
              timeout: 3_000,
              interval: 5,
            })
            .catch(() => undefined);
        }
        claimedAtStop.push(...sendingFrom(old.name));
        const exiting = old.kill('SIGTERM');
        // Still answering, but telling the load balancer to move on (once the signal is handled: on a loaded
        // machine that can take longer than a fixed pause).
        const health = await vi.waitFor(
          async () => {
            const answer = await fetch(`${old.url}/api/health`);
            expect(answer.status).toBe(503);
            return answer;
          },
          { timeout: 3_000, interval: 25 },
        );
        expect(await health.json()).toMatchObject({
          status: 'unavailable',
          message: MESSAGES.serverStopping,
        });
        await vi.waitFor(() => expect(proxy.isInRotation(old.url)).toBe(false), {
          timeout: DRAIN_SECONDS * 1_000,
          interval: 10,
        });
        await sleep(DRAIN_SECONDS * 1_000);
        holdFrom = null;
        release();
        exits.push(await exiting);
        proxy.remove(old.url);
        processes[i] = await replacement;
      }
      await sleep(500);
      await load.stop();

      expect(load.failures).toEqual([]);
      expect(failedThroughProxy(since)).toEqual([]);
      for (const exit of exits) {
        expect(exit.code).toBe(0);
        expect(exit.afterMs).toBeLessThan(10_000);
      }
      expect(load.orders.length).toBeGreaterThan(processes.length);
      expect(new Set(load.orders).size).toBe(load.orders.length);
      expect((await ordersOfSale()).map((row) => row.id).toSorted()).toEqual(load.orders.toSorted());
      const checkedIn = await setup.db
        .selectFrom('tickets')
        .select('check_in_code')
        .where('event_id', '=', door.eventId)
        .where('checked_in_at', 'is not', null)
        .execute();
      expect(checkedIn.map((row) => row.check_in_code).toSorted()).toEqual(load.scanned.toSorted());

      let rows: Awaited<ReturnType<typeof outboxOf>> = [];
      await vi.waitFor(
        async () => {
          rows = await outboxOf(load.orders);
          expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(rows.length).toBe(load.orders.length);
      // The emails a stopping process was sending were answered and recorded there: none cut off, none sent again.
      expect(smtp.dropped).toBe(0);
      expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
      const arrivals = arrivalsById();
      expect(claimedAtStop.filter((id) => arrivals.get(id) !== 1)).toEqual([]);
      expect(rows.filter((row) => arrivals.get(row.id) !== 1)).toEqual([]);
    }, 120_000);

    it('kill -9 of one process fails only the requests it had in flight; the others carry sessions, holds and the outbox on', async () => {
      const ordersBefore = (await ordersOfSale()).length;
      const since = Date.now();
      const load = startLoad();
      await sleep(1_500);
      const victim = processes.shift()!;
      expect((await victim.kill('SIGKILL')).signal).toBe('SIGKILL');
      // Until the process is gone the kernel still accepts connections for it: those requests were in flight too.
      const diedAt = Date.now();
      // Its port is free now, and on a busy machine another program may take it at once.
      proxy.remove(victim.url);
      await sleep(2_500);
      await load.stop();

      const failed = failedThroughProxy(since);
      const isInFlightOnVictim = (entry: ProxiedRequest) =>
        entry.backend === victim.url && entry.sentAt <= diedAt;
      expect(failed.filter((entry) => !isInFlightOnVictim(entry))).toEqual([]);
      expect(load.failures).toHaveLength(failed.length);
      // Sessions and holds made through the dead process went on working through the others.
      const after = proxy.log.filter((entry) => entry.sentAt > diedAt);
      expect(
        after.filter((entry) => entry.path.endsWith('/checkout') && entry.status === 201).length,
      ).toBeGreaterThan(0);
      expect(
        after.filter((entry) => entry.path.includes('/check-in/') && entry.status === 200).length,
      ).toBeGreaterThan(0);
      // A checkout cut off in flight may or may not have committed; every confirmed one did, once.
      const orders = (await ordersOfSale()).map((row) => row.id);
      expect(orders).toEqual(expect.arrayContaining(load.orders));
      const failedCheckouts = failed.filter((entry) => entry.path.endsWith('/checkout')).length;
      expect(orders.length - ordersBefore).toBeLessThanOrEqual(load.orders.length + failedCheckouts);

      // The others send every email but those the dead process was sending (retried once their job expires).
      await vi.waitFor(
        async () => {
          const open = (await outboxOf(load.orders)).filter((row) => row.status !== 'sent');
          expect(open.filter((row) => row.status !== 'sending' || row.attempts !== 1)).toEqual([]);
          expect(open.length).toBeLessThanOrEqual(DELIVERY_CONCURRENCY);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect([...arrivalsById().values()].filter((count) => count !== 1)).toEqual([]);
    }, 60_000);
  },
);
