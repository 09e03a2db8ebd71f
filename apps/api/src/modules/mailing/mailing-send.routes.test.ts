import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { issueFreeOrder } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient, type RoleSet } from '../../../test/fixtures';
import { addGuest } from '../../../test/mailing-list-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe.token';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function organiser(role: RoleSet = 'admin') {
  const organizationId = await createOrganisation(testApp.db);
  return { organizationId, client: await signedInClient(testApp, organizationId, role) };
}

const email = (change: object = {}) => ({
  emails: ['ada@example.test'],
  subject: 'Summer season',
  content: '<p>Hello</p>',
  ...change,
});
const sms = (change: object = {}) => ({ phones: ['+447700900001'], content: 'Doors at 7', ...change });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const outboxOf = (sendId: string) =>
  testApp.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('send_id', '=', sendId)
    .orderBy('recipient')
    .execute();

/** The token of the email a recipient got from a send, as the delivery signs it into the link. */
async function tokenFor(sendId: string, recipient: string) {
  const rows = await outboxOf(sendId);
  const row = rows.find((candidate) => candidate.recipient === recipient)!;
  return signUnsubscribeToken(await unsubscribeSecret(testApp.db), row.id);
}

describe('POST /mailing/send-email and send-sms: §5 Email and SMS', () => {
  let admin: Client;
  beforeAll(async () => {
    admin = (await organiser()).client;
  });

  it.each([
    [email({ subject: '' }), 'subject', MESSAGES.emailSubjectRequired],
    [email({ subject: '   ' }), 'subject', MESSAGES.emailSubjectRequired],
    [email({ subject: 'x'.repeat(101) }), 'subject', MESSAGES.emailSubjectRequired],
    [email({ content: '' }), 'content', MESSAGES.emailBodyRequired],
    [email({ content: '<p> </p><script>alert(1)</script>' }), 'content', MESSAGES.emailBodyRequired],
    [email({ emails: [] }), 'emails', MESSAGES.chooseReceiverEmail],
    [email({ emails: ['not-an-email'] }), 'emails', MESSAGES.incorrectEmail],
    [email({ scheduledFor: inSeconds(-60) }), 'scheduledFor', MESSAGES.scheduleInPast],
  ])('refuses the email %j with the message under the field', async (body, field, message) => {
    const response = await admin.post('/api/client/mailing/send-email', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('takes a subject of exactly 100 characters', async () => {
    const response = await admin.post('/api/client/mailing/send-email', email({ subject: 'x'.repeat(100) }));
    expect(response.status).toBe(200);
  });

  it.each([
    [sms({ content: '' }), 'content', MESSAGES.smsTextRequired],
    [sms({ content: 'a'.repeat(161) }), 'content', MESSAGES.smsTooLong(160, 1)],
    [sms({ content: `${'a'.repeat(69)}🎉` }), 'content', MESSAGES.smsTooLong(70, 1)],
    [sms({ content: `${'€'.repeat(81)}` }), 'content', MESSAGES.smsTooLong(160, 2)],
    [sms({ content: 'a'.repeat(1001) }), 'content', 'SMS text is too long by 841 characters (at most 160)'],
    [sms({ content: 'a'.repeat(5_000) }), 'content', MESSAGES.smsTooLong(160, 4_840)],
    [sms({ phones: [] }), 'phones', MESSAGES.chooseReceiverPhone],
    [sms({ phones: ['+4477009'] }), 'phones', MESSAGES.incorrectPhone],
  ])('refuses the SMS %j with the message under the field', async (body, field, message) => {
    const response = await admin.post('/api/client/mailing/send-sms', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('takes 160 GSM-7 characters, and 70 when one needs UCS-2', async () => {
    expect((await admin.post('/api/client/mailing/send-sms', sms({ content: 'a'.repeat(160) }))).status).toBe(
      200,
    );
    const ucs2 = `${'a'.repeat(68)}🎉`;
    expect((await admin.post('/api/client/mailing/send-sms', sms({ content: ucs2 }))).status).toBe(200);
  });

  it('normalises, de-duplicates and writes one outbox row per recipient holding no copy of the text', async () => {
    const response = await admin.post(
      '/api/client/mailing/send-email',
      email({
        emails: ['Ada@Example.test', 'ada@example.test ', 'grace@example.test'],
        content: '<p onclick="x()">Hi <b>all</b></p><script>alert(1)</script><img src=x>',
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      recipients: 2,
      duplicates: 1,
      unsubscribed: 0,
      scheduledFor: null,
    });
    const rows = await outboxOf(response.body.id);
    expect(rows.map((row) => [row.recipient, row.status, row.body_text, row.channel])).toEqual([
      ['ada@example.test', 'pending', null, 'email'],
      ['grace@example.test', 'pending', null, 'email'],
    ]);
    const send = await testApp.db
      .selectFrom('mailing_sends')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(send.content).toBe('<p>Hi <strong>all</strong></p>');
  });

  it('writes phones as +44 however they were typed', async () => {
    const response = await admin.post(
      '/api/client/mailing/send-sms',
      sms({ phones: ['07700 900123', '+44 (0)7700 900123', '447700900124', '+447700900125'] }),
    );
    expect(response.body).toMatchObject({ recipients: 3, duplicates: 1 });
    expect((await outboxOf(response.body.id)).map((row) => row.recipient)).toEqual([
      '+447700900123',
      '+447700900124',
      '+447700900125',
    ]);
  });

  it('texts a guest phone from abroad as the order keeps it, so a built-in list never fails a send', async () => {
    const response = await admin.post(
      '/api/client/mailing/send-sms',
      sms({ phones: ['+33 6 12 34 56 78', '+33612345678', '+447700900123'] }),
    );
    expect(response.body).toMatchObject({ recipients: 2, duplicates: 1 });
    expect((await outboxOf(response.body.id)).map((row) => row.recipient).sort()).toEqual([
      '+33612345678',
      '+447700900123',
    ]);
  });

  it('accepts a send to 50,000 addresses in one request, with one outbox row each', async () => {
    const emails = Array.from({ length: 50_000 }, (_, index) => `reader${index}@example.test`);
    const response = await admin.post('/api/client/mailing/send-email', email({ emails }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ recipients: 50_000, duplicates: 0 });
    const [{ count }] = await sql<{ count: string }>`
      select count(*) from outbox_messages where send_id = ${response.body.id}`
      .execute(testApp.db)
      .then((result) => result.rows as [{ count: string }]);
    expect(Number(count)).toBe(50_000);
  });

  it('holds a scheduled send back until its time', async () => {
    const scheduledFor = inSeconds(3600);
    const response = await admin.post('/api/client/mailing/send-sms', sms({ scheduledFor }));
    expect(response.body.scheduledFor).toBe(scheduledFor);
    const [row] = await outboxOf(response.body.id);
    expect(row!.not_before!.toISOString()).toBe(scheduledFor);
  });
});

describe('unsubscribe', () => {
  it('shows the masked address, unsubscribes with a one-click POST, and later sends to lists leave it out', async () => {
    const { client } = await organiser();
    const first = await client.post(
      '/api/client/mailing/send-email',
      email({ emails: ['leaver@example.test', 'stayer@example.test'] }),
    );
    const token = await tokenFor(first.body.id, 'leaver@example.test');
    const stranger = testApp.client();

    const page = await stranger.get(`/api/public/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      organizationName: expect.stringMatching(/^Organiser /),
      maskedAddress: 'l***@example.test',
      unsubscribed: false,
    });
    // A mail client's one-click POST: a form body, no cookie, no CSRF token.
    const oneClick = await fetch(`${testApp.baseUrl}/api/public/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ unsubscribed: true });
    // RFC 8058 also allows the form as multipart/form-data.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(`${testApp.baseUrl}/api/public/unsubscribe/${token}`, {
      method: 'POST',
      body: form,
    });
    expect(multipart.status).toBe(200);
    const again = await stranger.post(`/api/public/unsubscribe/${token}`, undefined, { csrf: false });
    expect(again.status).toBe(200);
    expect((await stranger.get(`/api/public/unsubscribe/${token}`)).body.unsubscribed).toBe(true);

    const next = await client.post(
      '/api/client/mailing/send-email',
      email({ emails: ['LEAVER@example.test', 'stayer@example.test'] }),
    );
    expect(next.body).toMatchObject({ recipients: 1, unsubscribed: 1 });
    expect((await outboxOf(next.body.id)).map((row) => row.recipient)).toEqual(['stayer@example.test']);
    const onlyLeaver = await client.post(
      '/api/client/mailing/send-email',
      email({ emails: ['leaver@example.test'] }),
    );
    expect(onlyLeaver.status).toBe(400);
    expect(onlyLeaver.body.errors.emails).toBe(MESSAGES.chooseReceiverEmail);

    // An unsubscribe is from this organiser only.
    const other = (await organiser()).client;
    const elsewhere = await other.post(
      '/api/client/mailing/send-email',
      email({ emails: ['leaver@example.test'] }),
    );
    expect(elsewhere.body).toMatchObject({ recipients: 1, unsubscribed: 0 });
  });

  it('answers 404 for a token that was not signed by the app, and keeps CSRF on every other POST', async () => {
    const { client } = await organiser();
    const send = await client.post('/api/client/mailing/send-sms', sms());
    const token = await tokenFor(send.body.id, '+447700900001');
    const [id] = token.split('.');
    const stranger = testApp.client();
    for (const bad of [
      `${id}.${'A'.repeat(43)}`,
      `${id}`,
      'nonsense',
      `${crypto.randomUUID()}.${token.split('.')[1]}`,
    ]) {
      expect((await stranger.get(`/api/public/unsubscribe/${bad}`)).status).toBe(404);
      expect((await stranger.post(`/api/public/unsubscribe/${bad}`, undefined, { csrf: false })).status).toBe(
        404,
      );
    }
    const withoutCsrf = await client.post('/api/client/mailing/send-sms', sms(), { csrf: false });
    expect(withoutCsrf.status).toBe(403);
    expect(withoutCsrf.body.message).toBe(MESSAGES.csrfMissing);
  });
});

describe('the public unsubscribe route', () => {
  it('draws on the public rate limit, like the other public pages', async () => {
    const limited = await startTestApp({
      rateLimit: { publicPerMinute: 3, pdfPerMinute: 3, promoPerMinute: 3 },
    });
    try {
      const stranger = limited.client();
      const path = `/api/public/unsubscribe/${crypto.randomUUID()}.guess`;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await stranger.get(path)).status);
      statuses.push((await stranger.post(path, undefined, { csrf: false })).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /mailing/cost and GET /mailing/usage (§9)', () => {
  async function withSentThisMonth(emails: number) {
    const { organizationId, client } = await organiser();
    if (emails > 0) {
      await testApp.db
        .insertInto('mailing_sends')
        .values({
          organization_id: organizationId,
          channel: 'email',
          content: '<p>x</p>',
          recipients: emails,
        })
        .execute();
    }
    return client;
  }

  it.each([
    [0, 0, false],
    [1_000, 0, false],
    [1_001, 199, false],
    [2_000, 199, false],
    [2_001, 398, false],
    [50_000, 9_751, false],
    [50_001, null, true],
  ])(
    'a month of %i emails costs %s pence (one send, or the last one of them)',
    async (total, cost, tailored) => {
      const fresh = await withSentThisMonth(0);
      const asOneSend = await fresh.post('/api/client/mailing/cost', { channel: 'email', recipients: total });
      expect(asOneSend.body).toEqual({
        channel: 'email',
        recipients: total,
        sentThisMonth: 0,
        freeLeft: 1_000,
        cost,
        tailored,
      });
      if (total === 0) return;
      const sentBefore = await withSentThisMonth(total - 1);
      const last = await sentBefore.post('/api/client/mailing/cost', { channel: 'email', recipients: 1 });
      const before = total - 1;
      expect(last.body).toMatchObject({
        sentThisMonth: before,
        freeLeft: Math.max(0, 1_000 - before),
        tailored,
      });
      const usage = (await (await withSentThisMonth(total)).get('/api/client/mailing/usage')).body;
      expect(usage).toMatchObject({ emailsSent: total, freeEmailsLeft: Math.max(0, 1_000 - total), cost });
    },
  );

  it('counts only this London month, not cancelled sends, and SMS at £0.069 each', async () => {
    const { organizationId, client } = await organiser();
    const lastMonth = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await testApp.db
      .insertInto('mailing_sends')
      .values([
        {
          organization_id: organizationId,
          channel: 'email',
          content: 'x',
          recipients: 900,
          created_at: lastMonth,
        },
        {
          organization_id: organizationId,
          channel: 'email',
          content: 'x',
          recipients: 900,
          cancelled_at: new Date(),
        },
        { organization_id: organizationId, channel: 'email', content: 'x', recipients: 300 },
        { organization_id: organizationId, channel: 'sms', content: 'x', recipients: 3 },
      ])
      .execute();
    const quote = await client.post('/api/client/mailing/cost', { channel: 'sms', recipients: 10 });
    expect(quote.body).toEqual({
      channel: 'sms',
      recipients: 10,
      sentThisMonth: 3,
      freeLeft: 0,
      cost: 69,
      tailored: false,
    });
    const usage = (await client.get('/api/client/mailing/usage')).body;
    expect(usage).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      emailsSent: 300,
      freeEmailsLeft: 700,
      smsSent: 3,
      cost: 20.7,
    });
  });
});

describe('by event: §3 Messages by event', () => {
  let master: Client;
  let eventId: string;
  let variants: { id: string }[];
  const guests: { phone: string; email: string | null }[] = [];

  beforeAll(async () => {
    const organizationId = await createOrganisation(testApp.db);
    master = await signedInClient(testApp, organizationId, 'master');
    const made = await createActivityWithDate(master, {
      published: true,
      variants: [
        { name: 'Standard', price: 0, max: 50 },
        { name: 'VIP', price: 0, max: 50 },
      ],
    });
    eventId = made.event.id;
    variants = made.variants;
    for (const [index, variant] of [variants[0]!, variants[0]!, variants[1]!].entries()) {
      const order = await issueFreeOrder(master, variant.id, { quantity: 1 + index });
      guests.push(order);
    }
    // The first guest came in.
    await sql`update tickets set checked_in_at = now()
      where order_id in (select id from orders where phone = ${guests[0]!.phone})`.execute(testApp.db);
  });

  it('counts each guest of the date once, by target and ticket type, with the date’s ticket types', async () => {
    const count = (change: object) =>
      master.post('/api/client/mailing/by-event-recipients', { eventId, channel: 'email', ...change });
    const all = await count({});
    expect(all.body).toEqual({
      recipients: 3,
      unsubscribed: 0,
      ticketVariants: [
        { id: variants[0]!.id, name: 'Standard' },
        { id: variants[1]!.id, name: 'VIP' },
      ],
    });
    expect((await count({ target: 'checkedIn' })).body.recipients).toBe(1);
    expect((await count({ target: 'notCheckedIn' })).body.recipients).toBe(2);
    expect((await count({ ticketVariantIds: [variants[1]!.id] })).body.recipients).toBe(1);
    expect((await count({ target: 'checkedIn', ticketVariantIds: [variants[1]!.id] })).body.recipients).toBe(
      0,
    );
  });

  it('emails and texts the guests, each once, leaving out who unsubscribed', async () => {
    const mail = await master.post('/api/client/mailing/send-email/by-event-id', {
      eventId,
      subject: 'Doors open at 7',
      content: '<p>See you</p>',
    });
    expect(mail.body).toMatchObject({ recipients: 3, duplicates: 0, unsubscribed: 0 });
    expect((await outboxOf(mail.body.id)).map((row) => row.recipient).toSorted()).toEqual(
      guests.map((guest) => guest.email).toSorted(),
    );
    const token = await tokenFor(mail.body.id, guests[2]!.email!);
    await testApp.client().post(`/api/public/unsubscribe/${token}`, undefined, { csrf: false });

    const again = await master.post('/api/client/mailing/send-email/by-event-id', {
      eventId,
      subject: 'Doors open at 7',
      content: '<p>See you</p>',
    });
    expect(again.body).toMatchObject({ recipients: 2, unsubscribed: 1 });
    const text = await master.post('/api/client/mailing/send-sms/by-event-id', {
      eventId,
      content: 'Doors open at 7',
      target: 'notCheckedIn',
    });
    expect(text.body).toMatchObject({ recipients: 2 });
    expect((await outboxOf(text.body.id)).map((row) => row.recipient).toSorted()).toEqual(
      [guests[1]!.phone, guests[2]!.phone].toSorted(),
    );
  });

  it("answers 'Choose at least one receiver with email' for a date whose guests gave no email", async () => {
    const date = await createActivityWithDate(master, { published: true });
    const { organization_id } = await testApp.db
      .selectFrom('events')
      .select('organization_id')
      .where('id', '=', date.event.id)
      .executeTakeFirstOrThrow();
    const where = { eventId: date.event.id, variantId: date.variants[0].id };
    await addGuest(testApp.db, organization_id, where, { email: null, phone: '+447700900555' });
    const response = await master.post('/api/client/mailing/send-email/by-event-id', {
      eventId: date.event.id,
      subject: 'Hi',
      content: '<p>Hi</p>',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: MESSAGES.chooseReceiverEmail,
      errors: { eventId: MESSAGES.chooseReceiverEmail },
    });
  });

  it('answers 400 when no guest matches, and 404 for a ticket type of another date or another organiser’s date', async () => {
    const none = await master.post('/api/client/mailing/send-sms/by-event-id', {
      eventId,
      content: 'Hi',
      target: 'checkedIn',
      ticketVariantIds: [variants[1]!.id],
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: MESSAGES.chooseReceiverPhone,
      errors: { eventId: MESSAGES.chooseReceiverPhone },
    });
    const unsold = await createActivityWithDate(master, { published: true });
    const noSales = await master.post('/api/client/mailing/send-email/by-event-id', {
      eventId: unsold.event.id,
      subject: 'Hi',
      content: '<p>Hi</p>',
    });
    expect(noSales.status).toBe(400);
    expect(noSales.body.message).toBe(MESSAGES.chooseReceiverEmail);
    const foreignVariant = await master.post('/api/client/mailing/by-event-recipients', {
      eventId,
      channel: 'sms',
      ticketVariantIds: [unsold.variants[0].id],
    });
    expect(foreignVariant.status).toBe(404);

    const other = (await organiser()).client;
    for (const [path, body] of [
      ['/api/client/mailing/by-event-recipients', { eventId, channel: 'email' }],
      ['/api/client/mailing/send-email/by-event-id', { eventId, subject: 'Hi', content: '<p>Hi</p>' }],
      ['/api/client/mailing/send-sms/by-event-id', { eventId, content: 'Hi' }],
    ] as const) {
      const response = await other.post(path, body);
      expect(response.status).toBe(404);
    }
  });
});

describe('history and cancelling a scheduled send', () => {
  it('lists the sends newest first with who sent them and their counts, and cancels a scheduled one once', async () => {
    const { organizationId, client } = await organiser();
    const now = await client.post(
      '/api/client/mailing/send-email',
      email({ emails: ['a@example.test', 'b@example.test'] }),
    );
    const later = await client.post('/api/client/mailing/send-sms', sms({ scheduledFor: inSeconds(3600) }));
    const history = await client.get('/api/client/mailing/history');
    expect(history.status).toBe(200);
    expect(history.body.sends.map((send: { id: string }) => send.id)).toEqual([later.body.id, now.body.id]);
    expect(history.body.sends[1]).toEqual({
      id: now.body.id,
      channel: 'email',
      subject: 'Summer season',
      content: '<p>Hello</p>',
      createdAt: expect.any(String),
      sentBy: 'Test admin',
      scheduledFor: null,
      status: 'sending',
      event: null,
      recipients: 2,
      delivered: 0,
      pending: 2,
      failed: 0,
      failures: [],
    });
    expect(history.body.sends[0]).toMatchObject({ status: 'scheduled', pending: 1 });

    const cancel = await client.post(`/api/client/mailing/history/${later.body.id}/cancel`);
    expect(cancel.body).toEqual({ result: true });
    expect((await outboxOf(later.body.id)).map((row) => row.status)).toEqual(['cancelled']);
    expect((await client.post(`/api/client/mailing/history/${later.body.id}/cancel`)).status).toBe(200);
    const after = (await client.get('/api/client/mailing/history')).body.sends[0];
    expect(after).toMatchObject({ status: 'cancelled', pending: 0, delivered: 0 });

    const started = await client.post(`/api/client/mailing/history/${now.body.id}/cancel`);
    expect(started.status).toBe(409);
    expect(started.body.message).toBe(MESSAGES.sendAlreadyStarted);

    // A cancelled send no longer counts toward the month.
    const usage = (await client.get('/api/client/mailing/usage')).body;
    expect(usage).toMatchObject({ emailsSent: 2, smsSent: 0 });
    expect(organizationId).toBeTruthy();
  });

  it('keeps each organiser’s sends to itself', async () => {
    const { client } = await organiser();
    const send = await client.post('/api/client/mailing/send-sms', sms({ scheduledFor: inSeconds(3600) }));
    const other = (await organiser()).client;
    expect((await other.get('/api/client/mailing/history')).body.sends).toEqual([]);
    expect((await other.post(`/api/client/mailing/history/${send.body.id}/cancel`)).status).toBe(404);
    expect((await other.post(`/api/client/mailing/history/${crypto.randomUUID()}/cancel`)).status).toBe(404);
    expect((await outboxOf(send.body.id)).map((row) => row.status)).toEqual(['pending']);
  });
});

describe('§6: Messages are for ROLE_MASTER or ROLE_admin', () => {
  it.each([
    ['post', '/api/client/mailing/send-email', email()],
    ['post', '/api/client/mailing/send-sms', sms()],
    [
      'post',
      '/api/client/mailing/send-email/by-event-id',
      { eventId: crypto.randomUUID(), subject: 's', content: 'c' },
    ],
    ['post', '/api/client/mailing/send-sms/by-event-id', { eventId: crypto.randomUUID(), content: 'c' }],
    ['post', '/api/client/mailing/by-event-recipients', { eventId: crypto.randomUUID(), channel: 'sms' }],
    ['post', '/api/client/mailing/cost', { channel: 'email', recipients: 1 }],
    ['get', '/api/client/mailing/history', undefined],
    ['get', '/api/client/mailing/usage', undefined],
    ['post', `/api/client/mailing/history/${crypto.randomUUID()}/cancel`, undefined],
  ] as const)('door staff get 403 on %s %s, and nothing is sent', async (method, path, body) => {
    const { organizationId, client } = await organiser('controller');
    const response = method === 'get' ? await client.get(path) : await client.post(path, body);
    expect(response.status).toBe(403);
    const none = await testApp.db
      .selectFrom('mailing_sends')
      .select('id')
      .where('organization_id', '=', organizationId)
      .execute();
    expect(none).toEqual([]);
    expect((await testApp.client().get(path)).status).toBe(401);
  });

  it('lets ROLE_MASTER send too', async () => {
    const { client } = await organiser('master');
    expect((await client.post('/api/client/mailing/send-sms', sms())).status).toBe(200);
  });
});
