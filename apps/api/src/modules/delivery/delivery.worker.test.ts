import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityWithDate, validActivity } from '../../../test/activity-fixtures';
import { issueFreeOrder, outboxRows } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { startLoopbackSms, type LoopbackSms } from '../../../test/loopback-sms';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createDeliveryTestDatabase, FAST_DELIVERY, testQueueConnection } from '../../../test/test-delivery';
import { testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { DELIVERY_QUEUE } from './delivery.worker';

let smtp: LoopbackSmtp;
let sms: LoopbackSms;
let database: TestDatabase;
let testApp: TestApp;
let queueSchema: string;
let master: Awaited<ReturnType<typeof signedInClient>>;
let variantId: string;

const RETRY_LIMIT = 2;
const eventually = { timeout: 20_000, interval: 100 };

beforeAll(async () => {
  [smtp, sms, database] = await Promise.all([
    startLoopbackSmtp(),
    startLoopbackSms(),
    createDeliveryTestDatabase(),
  ]);
  const connection = await testQueueConnection(database);
  queueSchema = 'schema' in connection ? connection.schema : 'pgboss';
  testApp = await startTestApp(
    { smtpUrl: smtp.url, sms: sms.config, mailFrom: 'Usher <tickets@usher.test>' },
    { database, delivery: { ...FAST_DELIVERY, retryLimit: RETRY_LIMIT } },
  );
  master = await signedInClient(testApp, await createOrganisation(testApp.db, 'Jazz Club'), 'master');
  variantId = (await createActivityWithDate(master, { published: true })).variants[0].id;
});
afterAll(async () => {
  await testApp?.close();
  await database?.drop();
  await Promise.all([smtp?.close(), sms?.close()]);
});
beforeEach(() => {
  smtp.answer = () => 'accept';
  sms.answer = () => 'accept';
});

const mailTo = (email: string | null) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(email ?? ''));
const smsTo = (phone: string) => sms.received.filter((message) => message.to === phone);
const requestsTo = (phone: string) => sms.requests.filter((request) => request.to === phone);

async function settledRows(recipients: (string | null)[]) {
  let rows: Awaited<ReturnType<typeof outboxRows>> = [];
  await vi.waitFor(async () => {
    rows = await outboxRows(testApp.db, recipients);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status !== 'pending' && row.status !== 'sending')).toBe(true);
  }, eventually);
  return rows;
}

describe('delivery of free tickets through real providers', { timeout: 60_000 }, () => {
  it('emails the tickets over SMTP: recipient, subject, every ticket link, the receipt, the PDF and the date for a calendar', async () => {
    const order = await issueFreeOrder(master, variantId, { quantity: 2 });
    const rows = await settledRows([order.email]);
    expect(rows).toMatchObject([{ channel: 'email', status: 'sent', attempts: 1 }]);

    const [mail, ...others] = mailTo(order.email);
    expect(others).toEqual([]);
    expect(mail!.envelopeTo).toEqual([order.email]);
    expect(mail!.headers.to).toContain(order.email);
    expect(mail!.headers.from).toBe('Usher <tickets@usher.test>');
    expect(mail!.subject).toBe('Your 2 tickets for Jazz by the River');
    expect(mail!.messageId).toBe(`<${rows[0]!.id}@usher.outbox>`);
    expect(mail!.outboxId).toBe(rows[0]!.id);
    expect(order.ticketUrls).toHaveLength(2);
    for (const url of order.ticketUrls) {
      expect(mail!.text).toContain(url);
      expect(mail!.html).toContain(`href="${url}"`);
    }
    expect(mail!.text).toContain(`Order: ${order.reference}`);
    const text = mail!.text.replace(/\r\n/g, '\n');
    expect(text).toMatch(/\nDoors open: .+ \(London time\)\n/);
    expect(text).toContain('Receipt\n2 × Standard at £15.00: £30.00\nTotal: £30.00\n');
    const orderPage = text.match(/\nYour order: (\S+)\n/)![1]!;
    expect(orderPage).toMatch(new RegExp(`^${testApp.baseUrl}/order/[0-9a-f-]{36}$`));
    expect(mail!.html).toContain(`href="${orderPage}"`);
    expect(mail!.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['tickets.pdf', 'application/pdf'],
      ['event.ics', 'text/calendar'],
    ]);
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const calendar = mail!.attachments[1]!.content.toString('utf8');
    expect(calendar).toContain('SUMMARY:Jazz by the River\r\n');
    expect(calendar).toContain('DESCRIPTION:Jazz Club. Order');
    expect(calendar.replace(/\r\n /g, '')).toContain(`URL:${orderPage}\r\n`);
    expect(rows[0]!.provider_message_id).toBe(mail!.messageId);
  });

  it('texts one SMS per order with its ticket links to the E.164 number, through the Twilio API', async () => {
    const one = await issueFreeOrder(master, variantId, { quantity: 1 });
    const three = await issueFreeOrder(master, variantId, { quantity: 3 });
    const rows = await settledRows([one.phone, three.phone]);
    expect(rows.map((row) => [row.recipient, row.status, row.attempts])).toEqual([
      [one.phone, 'sent', 1],
      [three.phone, 'sent', 1],
    ]);
    for (const [order, row] of [
      [one, rows[0]!],
      [three, rows[1]!],
    ] as const) {
      const received = smsTo(order.phone);
      expect(received).toHaveLength(1);
      // A UK number: from the organiser's name (SMS_FROM is for numbers abroad).
      expect(received[0]).toMatchObject({ from: 'Jazz Club', idempotencyKey: row.id });
      expect(row.provider_message_id).toBe(received[0]!.sid);
      for (const url of order.ticketUrls) expect(received[0]!.body).toContain(url);
    }
    expect(smsTo(one.phone)[0]!.body).toMatch(
      /^Your ticket for Jazz by the River, \d\d \w{3} \d{4}, \d\d:\d\d: /,
    );
    expect(smsTo(three.phone)[0]!.body).toMatch(/^Your 3 tickets for Jazz by the River/);
  });

  it('hands the messages of orders that end together to the queue together, and sends each once', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => issueFreeOrder(master, variantId)));
    const rows = await settledRows(orders.map((order) => order.phone));
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual(
      orders.map(() => ['sms', 'sent', 1]),
    );
    for (const order of orders) expect(smsTo(order.phone)).toHaveLength(1);
    // One hand-over stamps its rows with one instant. PGlite runs each statement to its end inside this
    // process, so there orders seldom end while a hand-over runs.
    const handOvers = new Set(rows.map((row) => row.enqueued_at?.getTime())).size;
    if (testDatabaseKind === 'postgres') expect(handOvers).toBeLessThan(orders.length);
  });

  it('fetches the next message from an index in the queue’s order, not by sorting every waiting job', async () => {
    const plan = await testApp.db.transaction().execute(async (trx) => {
      await sql`set local enable_sort = off`.execute(trx);
      // pg-boss's own fetch, as it sends it.
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain
        select id from ${sql.table(`${queueSchema}.job`)}
        where name = ${DELIVERY_QUEUE} and state < 'active' and start_after < now()
        order by priority desc, created_on, id limit 1 for update skip locked`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('sends only the SMS when the guest gave no email', async () => {
    const { activity, variants } = await createActivityWithDate(master, { published: true });
    await master.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      isEmailRequired: false,
    });
    const order = await issueFreeOrder(master, variants[0].id, { email: null });
    const rows = await settledRows([order.phone]);
    expect(rows).toMatchObject([{ channel: 'sms', status: 'sent' }]);
    expect(smsTo(order.phone)).toHaveLength(1);
  });

  it('marks an SMS the provider refuses for good (400) failed after one try and never sends it again', async () => {
    sms.answer = () => ({ status: 400, message: "The 'To' number is not a valid phone number." });
    const order = await issueFreeOrder(master, variantId);
    const rows = await settledRows([order.phone, order.email]);
    const smsRow = rows.find((row) => row.channel === 'sms')!;
    expect(smsRow).toMatchObject({ status: 'failed', attempts: 1, provider_message_id: null, sent_at: null });
    expect(smsRow.last_error).toContain('400');
    expect(rows.find((row) => row.channel === 'email')).toMatchObject({ status: 'sent' });
    // Well past the retry delay: still the one request.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(requestsTo(order.phone)).toHaveLength(1);
    expect(smsTo(order.phone)).toEqual([]);
  });

  it('retries an SMS after a 500 and a dropped connection, and sends it once', async () => {
    sms.answer = (request) => {
      const tries = requestsTo(request.to).length;
      if (tries === 1) return { status: 500, message: 'Internal error' };
      return tries === 2 ? 'hang-up' : 'accept';
    };
    const order = await issueFreeOrder(master, variantId);
    const [row] = await settledRows([order.phone]);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(requestsTo(order.phone)).toHaveLength(3);
    expect(smsTo(order.phone)).toHaveLength(1);
  });

  it('gives up on a provider that keeps failing after the retry limit, not retrying forever', async () => {
    sms.answer = () => ({ status: 503, message: 'Service unavailable' });
    const order = await issueFreeOrder(master, variantId);
    const [row] = await settledRows([order.phone]);
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_LIMIT + 1 });
    expect(row!.last_error).toContain('503');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(requestsTo(order.phone)).toHaveLength(RETRY_LIMIT + 1);
  });

  it('retries an email the server defers (451) and fails one it rejects (550) at once', async () => {
    const deferred = await issueFreeOrder(master, variantId);
    const rejected = await issueFreeOrder(master, variantId);
    const tries = new Map<string, number>();
    smtp.answer = (mail) => {
      const to = mail.envelopeTo[0]!;
      tries.set(to, (tries.get(to) ?? 0) + 1);
      if (to === rejected.email) return { code: 550, message: 'No such user' };
      return to === deferred.email && tries.get(to) === 1
        ? { code: 451, message: 'Try again later' }
        : 'accept';
    };
    const rows = await settledRows([deferred.email, rejected.email]);
    const byRecipient = new Map(rows.map((row) => [row.recipient, row]));
    expect(byRecipient.get(deferred.email!)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(byRecipient.get(rejected.email!)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byRecipient.get(rejected.email!)!.last_error).toContain('550');
    expect(mailTo(deferred.email)).toHaveLength(1);
    expect(mailTo(rejected.email)).toEqual([]);
  });

  it('gives a pending message whose job ended without it (crash on the last try, lost job) another try', async () => {
    let isDown = true;
    sms.answer = () => (isDown ? { status: 500, message: 'Internal error' } : 'accept');
    const failedJob = await issueFreeOrder(master, variantId);
    const lostJob = await issueFreeOrder(master, variantId);
    const job = (phone: string) => sql<{ state: string }>`
      select j.state from ${sql.table(`${queueSchema}.job`)} j
      join outbox_messages o on o.id = j.id and o.recipient = ${phone}
      where j.name = ${DELIVERY_QUEUE}`;
    // After the first failure each job waits in 'retry'; end one for good and lose the other, as a crash can.
    await vi.waitFor(async () => {
      const ended = await sql`
        update ${sql.table(`${queueSchema}.job`)} set state = 'failed', completed_on = now()
        where name = ${DELIVERY_QUEUE} and state = 'retry'
          and id = (select id from outbox_messages where recipient = ${failedJob.phone})`.execute(testApp.db);
      expect(ended.numAffectedRows).toBe(1n);
    }, eventually);
    await vi.waitFor(async () => {
      const lost = await sql`
        delete from ${sql.table(`${queueSchema}.job`)}
        where name = ${DELIVERY_QUEUE} and state = 'retry'
          and id = (select id from outbox_messages where recipient = ${lostJob.phone})`.execute(testApp.db);
      expect(lost.numAffectedRows).toBe(1n);
    }, eventually);
    isDown = false;
    const rows = await settledRows([failedJob.phone, lostJob.phone]);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(smsTo(failedJob.phone)).toHaveLength(1);
    expect(smsTo(lostJob.phone)).toHaveLength(1);
    expect((await job(failedJob.phone).execute(testApp.db)).rows).toEqual([{ state: 'completed' }]);
  });
});
