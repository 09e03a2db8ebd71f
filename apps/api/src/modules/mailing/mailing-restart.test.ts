import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { startLoopbackSms, type LoopbackSms } from '../../../test/loopback-sms';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createDeliveryTestDatabase, FAST_DELIVERY } from '../../../test/test-delivery';
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
async function startProcess() {
  const testApp = await startTestApp(
    { smtpUrl: smtp.url, sms: sms.config },
    { database, delivery: FAST_DELIVERY },
  );
  running.push(testApp);
  return testApp;
}

async function stopProcess(testApp: TestApp) {
  running.splice(running.indexOf(testApp), 1);
  await testApp.close();
}

const rowsOf = (sendId: string) =>
  database.db
    .selectFrom('outbox_messages')
    .select(['id', 'status', 'attempts'])
    .where('send_id', '=', sendId)
    .execute();

async function allSent(sendId: string) {
  let rows: Awaited<ReturnType<typeof rowsOf>> = [];
  await vi.waitFor(async () => {
    rows = await rowsOf(sendId);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
  }, eventually);
  return rows;
}

describe('a restart of the app in the middle of a send', { timeout: 60_000 }, () => {
  it('lets the sends in flight finish, and the next process sends the rest: each message once', async () => {
    smtp.answer = () => new Promise((resolve) => setTimeout(() => resolve('accept'), 300));
    const first = await startProcess();
    const admin = await signedInClient(first, await createOrganisation(first.db), 'admin');
    const send = await admin.post('/api/client/mailing/send-email', {
      emails: Array.from({ length: 12 }, (_, index) => `restart${index}@example.test`),
      subject: 'Restart',
      content: '<p>Restart</p>',
    });
    await vi.waitFor(() => {
      expect(smtp.received.length).toBeGreaterThan(0);
      expect(smtp.unanswered()).toBeGreaterThan(0);
    }, eventually);

    await stopProcess(first);
    expect(smtp.unanswered()).toBe(0);
    const left = await rowsOf(send.body.id);
    expect(left).toHaveLength(12);
    expect(left.filter((row) => row.status === 'pending').length).toBeGreaterThan(0);

    const second = await startProcess();
    const rows = await allSent(send.body.id);
    const ids = new Set(rows.map((row) => row.id));
    const arrivals = smtp.received.filter((mail) => ids.has(mail.outboxId)).map((mail) => mail.outboxId);
    expect(arrivals.toSorted()).toEqual([...ids].toSorted());
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    await stopProcess(second);
  });

  it('sends a scheduled send that fell due while no process ran, once', async () => {
    smtp.answer = () => 'accept';
    const first = await startProcess();
    const admin = await signedInClient(first, await createOrganisation(first.db), 'admin');
    const due = new Date(Date.now() + 2_000).toISOString();
    const send = await admin.post('/api/client/mailing/send-sms', {
      phones: ['+447700900901', '+447700900902'],
      content: 'Due while down',
      scheduledFor: due,
    });
    await stopProcess(first);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(due) - Date.now() + 200));
    expect(sms.requests.filter((request) => request.body.startsWith('Due while down\n'))).toEqual([]);

    const second = await startProcess();
    const rows = await allSent(send.body.id);
    const arrived = sms.received.filter((message) => message.body.startsWith('Due while down\n'));
    expect(arrived.map((message) => message.idempotencyKey).toSorted()).toEqual(
      rows.map((row) => row.id).toSorted(),
    );
    await stopProcess(second);
  });
});
