import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { startLoopbackSms, type LoopbackSms } from '../../../test/loopback-sms';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createDeliveryTestDatabase, FAST_DELIVERY } from '../../../test/test-delivery';
import { testDatabaseKind, type TestDatabase } from '../../../test/test-database';

let smtp: LoopbackSmtp;
let sms: LoopbackSms;
let database: TestDatabase;
let testApp: TestApp;
let second: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
/** The same organiser signed in on the second process. */
let adminOnSecond: Awaited<ReturnType<typeof signedInClient>>;

// Delivery on a loaded 2-core machine runs several times slower than on a quiet one.
const eventually = { timeout: 75_000, interval: 100 };

beforeAll(async () => {
  [smtp, sms, database] = await Promise.all([
    startLoopbackSmtp(),
    startLoopbackSms(),
    createDeliveryTestDatabase(),
  ]);
  const delivery = { ...FAST_DELIVERY, retryLimit: 1 };
  testApp = await startTestApp({ smtpUrl: smtp.url, sms: sms.config }, { database, delivery });
  // A second process on the same database, relaying and sending beside the first.
  second = await startTestApp({ smtpUrl: smtp.url, sms: sms.config }, { database, delivery });
  const organizationId = await createOrganisation(testApp.db);
  admin = await signedInClient(testApp, organizationId, 'admin');
  adminOnSecond = await signedInClient(second, organizationId, 'admin');
});
afterAll(async () => {
  await second?.close();
  await testApp?.close();
  await database?.drop();
  await Promise.all([smtp?.close(), sms?.close()]);
});
beforeEach(() => {
  smtp.answer = () => 'accept';
  sms.answer = () => 'accept';
});

const rowsOf = (sendIds: string[]) =>
  testApp.db
    .selectFrom('outbox_messages')
    .select(['id', 'send_id', 'recipient', 'status', 'last_error'])
    .where('send_id', 'in', sendIds)
    .execute();

async function settled(sendIds: string[]) {
  let rows: Awaited<ReturnType<typeof rowsOf>> = [];
  await vi.waitFor(async () => {
    rows = await rowsOf(sendIds);
    expect(rows.filter((row) => row.status === 'pending' || row.status === 'sending')).toEqual([]);
  }, eventually);
  return rows;
}

const historyOf = async (sendId: string) =>
  (await admin.get('/api/client/mailing/history')).body.sends.find(
    (send: { id: string }) => send.id === sendId,
  );

describe('a send delivered through real providers', { timeout: 90_000 }, () => {
  it('emails sanitised HTML with an unsubscribe link and one-click headers that work', async () => {
    const send = await admin.post('/api/client/mailing/send-email', {
      emails: ['reader@example.test'],
      subject: 'Autumn season',
      content: '<p>Hello <b>friends</b></p><script>alert(1)</script><p onclick="steal()">Bye</p>',
    });
    const [row] = await settled([send.body.id]);
    const [mail, ...others] = smtp.received.filter((received) => received.outboxId === row!.id);
    expect(others).toEqual([]);
    expect(mail!.envelopeTo).toEqual(['reader@example.test']);
    expect(mail!.subject).toBe('Autumn season');
    expect(mail!.html).toContain('<p>Hello <strong>friends</strong></p>');
    expect(mail!.html).not.toMatch(/<script|onclick|alert/);
    const pageLink = /href="([^"]+\/u\/[^"]+)"/.exec(mail!.html)![1]!;
    // Whichever process sent it links to its own PUBLIC_URL.
    expect([testApp.baseUrl, second.baseUrl]).toContain(pageLink.split('/u/')[0]);
    expect(mail!.text).toContain('Hello friends');
    expect(mail!.text).toContain(`Unsubscribe: ${pageLink}`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    expect(oneClick.split('/').at(-1)).toBe(pageLink.split('/').at(-1));

    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await clicked.json()).toMatchObject({ maskedAddress: 'r***@example.test', unsubscribed: true });
    const next = await admin.post('/api/client/mailing/send-email', {
      emails: ['reader@example.test', 'other-reader@example.test'],
      subject: 'Autumn season',
      content: '<p>Again</p>',
    });
    expect(next.body).toMatchObject({ recipients: 1, unsubscribed: 1 });
  });

  it('moves the history from pending to delivered, and keeps each failure with its reason', async () => {
    smtp.answer = (mail) =>
      mail.envelopeTo[0] === 'nobody@example.test' ? { code: 550, message: 'No such user' } : 'accept';
    const send = await admin.post('/api/client/mailing/send-email', {
      emails: ['one@example.test', 'two@example.test', 'nobody@example.test'],
      subject: 'Counts',
      content: '<p>Counts</p>',
    });
    expect(send.status).toBe(200);
    await settled([send.body.id]);
    await vi.waitFor(async () => {
      expect(await historyOf(send.body.id)).toMatchObject({
        status: 'sent',
        recipients: 3,
        delivered: 2,
        pending: 0,
        failed: 1,
        failures: [{ to: 'nobody@example.test', reason: expect.stringContaining('550') }],
      });
    }, eventually);
  });

  it('holds a scheduled send until its time and never sends a cancelled one', async () => {
    const due = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await admin.post('/api/client/mailing/send-sms', {
      phones: ['+447700900801'],
      content: 'Scheduled',
      scheduledFor: due,
    });
    const cancelled = await admin.post('/api/client/mailing/send-sms', {
      phones: ['+447700900802'],
      content: 'Cancelled',
      scheduledFor: due,
    });
    expect((await admin.post(`/api/client/mailing/history/${cancelled.body.id}/cancel`)).status).toBe(200);
    expect(await historyOf(scheduled.body.id)).toMatchObject({ status: 'scheduled', pending: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sms.received.filter((message) => message.body.startsWith('Scheduled\n'))).toEqual([]);

    const rows = await settled([scheduled.body.id]);
    const arrived = sms.received.filter((message) => message.body.startsWith('Scheduled\n'));
    expect(arrived).toHaveLength(1);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(due));
    expect(arrived[0]!.idempotencyKey).toBe(rows[0]!.id);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sms.requests.filter((request) => request.to === '+447700900802')).toEqual([]);
    expect((await rowsOf([cancelled.body.id])).map((row) => row.status)).toEqual(['cancelled']);
    expect((await admin.post(`/api/client/mailing/history/${scheduled.body.id}/cancel`)).status).toBe(409);
  });

  // PGlite runs one statement at a time, so 200 sends take it minutes on a loaded machine; 60 still overlap on
  // every recipient from both processes and repeat within themselves.
  const racingSends = testDatabaseKind === 'postgres' ? 200 : 60;

  it(`${racingSends} sends racing over the same recipients, on two processes: each row delivered once, each send to each of its recipients once`, async () => {
    const pool = Array.from({ length: 12 }, (_, index) => `racer${index}@example.test`);
    const bodies = Array.from({ length: racingSends }, (_, index) => ({
      // Three of the twelve, one of them twice: sends overlap each other and repeat within themselves.
      emails: [pool[index % 12]!, pool[(index * 5 + 1) % 12]!, pool[index % 12]!.toUpperCase()],
      subject: `Race ${index}`,
      content: `<p>Race ${index}</p>`,
    }));
    const answers = await Promise.all(
      bodies.map((body, index) =>
        (index % 2 === 0 ? admin : adminOnSecond).post('/api/client/mailing/send-email', body),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const sendIds = answers.map((answer) => answer.body.id as string);
    const rows = await settled(sendIds);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);

    const rowIds = new Set(rows.map((row) => row.id));
    const arrivals = smtp.received.filter((mail) => rowIds.has(mail.outboxId));
    expect(arrivals.map((mail) => mail.outboxId).toSorted()).toEqual([...rowIds].toSorted());
    for (const [index, sendId] of sendIds.entries()) {
      const expected = [...new Set(bodies[index]!.emails.map((address) => address.toLowerCase()))].toSorted();
      const got = arrivals
        .filter((mail) => mail.subject === `Race ${index}`)
        .flatMap((mail) => mail.envelopeTo)
        .toSorted();
      expect(got, `send ${sendId}`).toEqual(expected);
    }
  });
});
