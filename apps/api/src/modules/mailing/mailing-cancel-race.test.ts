import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { HeldCancel, WithoutOutboxClaim } from '../../../test/race-seams';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { createDeliveryTestDatabase, FAST_DELIVERY, testQueueConnection } from '../../../test/test-delivery';

/**
 * A cancel whose update of a send's rows is still open when the send's time comes: the workers take the rows
 * meanwhile. On PGlite one connection runs one transaction at a time, so the race exists only on PostgreSQL.
 */
const isPostgres = testDatabaseKind === 'postgres';
const RECIPIENTS = 12;
const eventually = { timeout: 60_000, interval: 100 };

let smtp: LoopbackSmtp;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
});
afterEach(async () => {
  for (const handle of opened.reverse().splice(0)) await handle.close();
});
afterAll(async () => {
  await smtp?.close();
});

/** A send due in a few seconds, cancelled by a request that holds its update open until a claim waits for it. */
async function raceCancelAgainstDelivery(workerPlugins: KyselyPlugin[]) {
  const database: TestDatabase = await createDeliveryTestDatabase();
  opened.push({ close: () => database.drop() });
  const worker = await startTestApp(
    { smtpUrl: smtp.url },
    { database, delivery: FAST_DELIVERY, databasePlugins: workerPlugins },
  );
  opened.push(worker);
  const held = new HeldCancel();
  const canceller: TestApp = await startTestApp({}, { database, databasePlugins: [held] });
  opened.push(canceller);
  const admin = await signedInClient(canceller, await createOrganisation(canceller.db), 'admin');

  const send = await admin.post('/api/client/mailing/send-email', {
    emails: Array.from({ length: RECIPIENTS }, (_, index) => `race${index}@example.test`),
    subject: 'Cancelled at the last moment',
    content: '<p>Never</p>',
    scheduledFor: new Date(Date.now() + 4_000).toISOString(),
  });
  expect(send.status).toBe(200);
  const cancel = admin.post(`/api/client/mailing/history/${send.body.id}/cancel`);
  await held.reached;
  // The send's time comes with the cancel still open: the relay hands the rows over and a worker's claim
  // (an update of one of them) waits for the cancel's row lock.
  await vi.waitFor(async () => {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where cardinality(pg_blocking_pids(pid)) > 0
        and query like 'update "outbox_messages" set "status" = %attempts + 1%'`.execute(database.db);
    expect(rows[0]!.waiting).toBeGreaterThan(0);
  }, eventually);
  held.release();
  expect((await cancel).status).toBe(200);

  const rows = await worker.db
    .selectFrom('outbox_messages')
    .select(['id', 'status'])
    .where('send_id', '=', send.body.id)
    .execute();
  const ids = rows.map((row) => row.id);
  const { schema } = (await testQueueConnection(database)) as { schema: string };
  // Every job the relay made for the send's rows has run (a claim that lost to the cancel ends as a no-op).
  await vi.waitFor(async () => {
    const { rows: jobs } = await sql<{ open: number; done: number }>`
      select count(*) filter (where state in ('created', 'retry', 'active'))::int as open,
             count(*) filter (where state = 'completed')::int as done
      from ${sql.table(`${schema}.job`)} where id = any(${ids}::uuid[])`.execute(database.db);
    expect(jobs[0]).toMatchObject({ open: 0, done: expect.any(Number) });
    expect(jobs[0]!.done).toBeGreaterThan(0);
  }, eventually);
  const finalRows = await worker.db
    .selectFrom('outbox_messages')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .execute();
  const cancelled = new Set(finalRows.filter((row) => row.status === 'cancelled').map((row) => row.id));
  return {
    cancelled,
    reachedSmtp: smtp.received.filter((mail) => cancelled.has(mail.outboxId)).map((mail) => mail.outboxId),
  };
}

describe.runIf(isPostgres)('a cancel racing delivery of the same rows', { timeout: 120_000 }, () => {
  it('sends none of the rows the cancel marked cancelled: the claim and the cancel exclude each other', async () => {
    const { cancelled, reachedSmtp } = await raceCancelAgainstDelivery([]);
    expect(cancelled.size).toBe(RECIPIENTS);
    expect(reachedSmtp).toEqual([]);
  });

  it('control: without the claim re-checking the row, cancelled rows reach the SMTP server', async () => {
    const { cancelled, reachedSmtp } = await raceCancelAgainstDelivery([new WithoutOutboxClaim()]);
    expect(cancelled.size).toBe(RECIPIENTS);
    expect(reachedSmtp.length).toBeGreaterThan(0);
  });
});
