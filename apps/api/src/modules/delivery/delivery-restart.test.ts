import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { issueFreeOrder, outboxRows } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { startLoopbackSms, type LoopbackSms } from '../../../test/loopback-sms';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  createDeliveryTestDatabase,
  FAST_DELIVERY,
  type TestDeliveryOptions,
} from '../../../test/test-delivery';
import type { TestDatabase } from '../../../test/test-database';

let smtp: LoopbackSmtp;
let sms: LoopbackSms;
let database: TestDatabase;
const running: TestApp[] = [];

const eventually = { timeout: 25_000, interval: 100 };

beforeAll(async () => {
  [smtp, sms, database] = await Promise.all([
    startLoopbackSmtp(),
    startLoopbackSms(),
    createDeliveryTestDatabase(),
  ]);
});
afterAll(async () => {
  for (const app of running) await app.close();
  await database?.drop();
  await Promise.all([smtp?.close(), sms?.close()]);
});

/** The app and its delivery worker, as one process of `server.ts`, on the test file's one database. */
async function startProcess(delivery: TestDeliveryOptions = {}) {
  const testApp = await startTestApp(
    { smtpUrl: smtp.url, sms: sms.config },
    { database, delivery: { ...FAST_DELIVERY, ...delivery } },
  );
  running.push(testApp);
  return testApp;
}

async function stopProcess(testApp: TestApp) {
  running.splice(running.indexOf(testApp), 1);
  await testApp.close();
}

/** Five orders, each with an email (PDF) and an SMS: ten messages in the outbox. */
async function issueOrders(testApp: TestApp) {
  const master = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
  const { variants } = await createActivityWithDate(master, { published: true });
  const orders = [];
  for (let i = 0; i < 5; i++)
    orders.push(await issueFreeOrder(master, variants[0].id, { quantity: 1 + (i % 3) }));
  return orders.flatMap((order) => [order.email, order.phone]);
}

/** Every message of the orders arrived exactly once, counted by outbox id on the receiving servers. */
function expectEachArrivedOnce(rows: Awaited<ReturnType<typeof outboxRows>>) {
  const ids = new Set(rows.map((row) => row.id));
  const arrivals = [
    ...smtp.received.map((mail) => mail.outboxId),
    ...sms.received.map((message) => message.idempotencyKey),
  ].filter((id): id is string => ids.has(id ?? ''));
  expect(arrivals.toSorted()).toEqual([...ids].toSorted());
}

async function allSent(testApp: TestApp, recipients: (string | null)[]) {
  let rows: Awaited<ReturnType<typeof outboxRows>> = [];
  await vi.waitFor(async () => {
    rows = await outboxRows(testApp.db, recipients);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
  }, eventually);
  return rows;
}

describe('a restart of the app in the middle of sending', { timeout: 60_000 }, () => {
  it('lets the sends in flight finish, and the next process sends the rest: each message once', async () => {
    smtp.answer = () => new Promise((resolve) => setTimeout(() => resolve('accept'), 300));
    const first = await startProcess();
    const recipients = await issueOrders(first);
    await vi.waitFor(() => {
      expect(smtp.received.length).toBeGreaterThan(0);
      expect(smtp.unanswered()).toBeGreaterThan(0);
    }, eventually);

    await stopProcess(first);
    expect(smtp.unanswered()).toBe(0);
    expect(smtp.dropped).toBe(0); // what was in flight was answered and recorded before the process ended
    const left = await outboxRows(database.db, recipients);
    expect(left).toHaveLength(10);
    expect(left.filter((row) => row.status === 'pending').length).toBeGreaterThan(0);
    expect(left.every((row) => row.status !== 'failed')).toBe(true);

    const second = await startProcess();
    const rows = await allSent(second, recipients);
    expectEachArrivedOnce(rows);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    await stopProcess(second);
  });

  it('sends again what hung unanswered when the process stopped, and each message still arrives once', async () => {
    smtp.answer = () => 'accept';
    smtp.hold();
    const droppedBefore = smtp.dropped;
    // A short send timeout: the stop waits for hung sends to give up, as a real one waits up to 30 s.
    const first = await startProcess({ sendTimeoutMs: 1_500 });
    const recipients = await issueOrders(first);
    // Both senders of the process are stuck waiting for the server's answer to a complete email.
    await vi.waitFor(() => expect(smtp.held()).toBe(FAST_DELIVERY.concurrency), eventually);

    await stopProcess(first);
    // The sends gave up (send timeout) and hung up before any answer: the server took neither message.
    expect(smtp.held()).toBe(0);
    expect(smtp.dropped - droppedBefore).toBe(FAST_DELIVERY.concurrency);
    const left = await outboxRows(database.db, recipients);
    const interrupted = left.filter((row) => row.channel === 'email' && row.attempts === 1);
    expect(interrupted).toHaveLength(FAST_DELIVERY.concurrency!);
    expect(interrupted.every((row) => row.status === 'pending' && row.last_error)).toBe(true);

    smtp.release();
    const second = await startProcess();
    const rows = await allSent(second, recipients);
    expectEachArrivedOnce(rows);
    for (const row of interrupted) expect(rows.find((sent) => sent.id === row.id)!.attempts).toBe(2);
    await stopProcess(second);
  });
});
