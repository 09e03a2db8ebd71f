import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { issueFreeOrder } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../../test/loopback-smtp';
import { startLoopbackSms, type LoopbackSms } from '../../../test/loopback-sms';
import { fileForm } from '../../../test/mailing-list-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { FAST_DELIVERY } from '../../../test/test-delivery';

/** How people slipped past an unsubscribe: display-name, angle-bracket and group syntax around the address. */
const SPELLINGS = [
  'x<unsub-me@example.com>',
  '<unsub-me@example.com',
  'unsub-me@example.com>',
  'x:unsub-me@example.com;',
];
const ORGANISER_EMAIL = 'box-office@riverside.example';
const eventually = { timeout: 40_000, interval: 100 };

let smtp: LoopbackSmtp;
let sms: LoopbackSms;
let testApp: TestApp;
let master: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  [smtp, sms] = await Promise.all([startLoopbackSmtp(), startLoopbackSms()]);
  testApp = await startTestApp({ smtpUrl: smtp.url, sms: sms.config }, { delivery: FAST_DELIVERY });
  const organizationId = await createOrganisation(testApp.db, 'Riverside Theatre & Co');
  await testApp.db
    .updateTable('organizations')
    .set({ email: ORGANISER_EMAIL })
    .where('id', '=', organizationId)
    .execute();
  master = await signedInClient(testApp, organizationId, 'master');
});
afterAll(async () => {
  await testApp?.close();
  await Promise.all([smtp?.close(), sms?.close()]);
});

async function delivered(sendId: string) {
  return vi.waitFor(async () => {
    const rows = await testApp.db
      .selectFrom('outbox_messages')
      .select(['id', 'recipient', 'status'])
      .where('send_id', '=', sendId)
      .execute();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    return rows;
  }, eventually);
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

describe(
  'an email is a bare address, normalised, everywhere the product takes one',
  { timeout: 90_000 },
  () => {
    it('unsubscribes unsub-me@example.com through its link, refusing a cut or borrowed signature', async () => {
      const send = await master.post('/api/client/mailing/send-email', {
        emails: ['unsub-me@example.com', 'other@example.com'],
        subject: 'Season',
        content: '<p>Season</p>',
      });
      const rows = await delivered(send.body.id);
      const tokenOf = (recipient: string) => {
        const id = rows.find((row) => row.recipient === recipient)!.id;
        const mail = smtp.received.find((received) => received.outboxId === id)!;
        return /\/unsubscribe\/([^>]+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
      };
      const token = tokenOf('unsub-me@example.com');
      const [id, signature] = token.split('.');
      const [, othersSignature] = tokenOf('other@example.com').split('.');
      const oneClick = (path: string) =>
        fetch(`${testApp.baseUrl}/api/public/unsubscribe/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
      for (const forged of [
        `${id}.${signature!.slice(0, 12)}`,
        `${id}.${signature!.slice(0, -1)}`,
        `${id}.${othersSignature}`,
      ]) {
        expect((await oneClick(forged)).status).toBe(404);
      }
      expect(await (await oneClick(token)).json()).toMatchObject({ unsubscribed: true });
    });

    it.each(SPELLINGS)(
      'refuses %j at send, at receiver add, and skips it in an import preview',
      async (spelling) => {
        const send = await master.post('/api/client/mailing/send-email', {
          emails: [spelling],
          subject: 'Sneaky',
          content: '<p>Sneaky</p>',
        });
        expect(send.status).toBe(400);
        expect(send.body).toEqual({
          message: MESSAGES.incorrectEmail,
          errors: { emails: MESSAGES.incorrectEmail },
        });

        const list = await master.post('/api/client/mailing-lists/create-mailing-list', {
          mailingList: {
            name: `List ${crypto.randomUUID().slice(0, 6)}`,
            receivers: [{ email: 'fine@example.com', phone: null }],
          },
        });
        const added = await master.post(`/api/client/mailing-lists/add-receiver/${list.body.id}`, {
          receiver: { email: spelling, phone: null },
        });
        expect(added.status).toBe(400);
        expect(added.body.errors['receiver.email']).toBe(MESSAGES.incorrectEmail);

        const csv = `Email,Phone\r\nfine@example.com,\r\n"${spelling}",\r\n`;
        const preview = await master.request('POST', '/api/client/mailing-lists/read-file', {
          form: fileForm('list.csv', csv),
        });
        expect(preview.status).toBe(200);
        expect(preview.body.receivers).toEqual([{ email: 'fine@example.com', phone: null }]);
        expect(preview.body.skipped).toEqual([{ row: 3, reason: 'badEmail' }]);
      },
    );

    it('normalises "Unsub-Me@EXAMPLE.com " to the unsubscribed address and leaves it out; nothing reaches it', async () => {
      const before = mailsTo('unsub-me@example.com').length;
      const send = await master.post('/api/client/mailing/send-email', {
        emails: ['Unsub-Me@EXAMPLE.com ', 'Other@Example.COM'],
        subject: 'Again',
        content: '<p>Again</p>',
      });
      expect(send.body).toMatchObject({ recipients: 1, unsubscribed: 1 });
      const rows = await delivered(send.body.id);
      expect(rows.map((row) => row.recipient)).toEqual(['other@example.com']);
      expect(mailsTo('unsub-me@example.com')).toHaveLength(before);
    });
  },
);

describe("the organiser's name and email on what guests receive", { timeout: 90_000 }, () => {
  it("emails a send with Reply-To the organiser's Settings email and a bare To", async () => {
    const send = await master.post('/api/client/mailing/send-email', {
      emails: ['reader@example.com'],
      subject: 'Reply to us',
      content: '<p>Reply</p>',
    });
    const [row] = await delivered(send.body.id);
    const mail = smtp.received.find((received) => received.outboxId === row!.id)!;
    expect(mail.headers['reply-to']).toBe(ORGANISER_EMAIL);
    expect(mail.headers.to).toBe('reader@example.com');
    expect(mail.envelopeTo).toEqual(['reader@example.com']);
  });

  it("texts a send from the organiser's name to a UK number (SMS_FROM abroad), with one opt-out line that works", async () => {
    const send = await master.post('/api/client/mailing/send-sms', {
      phones: ['+447700900321', '+12025550143'],
      content: 'Doors at 7',
    });
    const rows = await delivered(send.body.id);
    const uk = sms.received.find(
      (message) => message.idempotencyKey === rows.find((r) => r.recipient === '+447700900321')!.id,
    )!;
    const abroad = sms.received.find((message) => message.to === '+12025550143')!;
    expect(uk.from).toBe('Riverside T');
    expect(abroad.from).toBe(sms.config.from);
    const [text, optOut, ...rest] = uk.body.split('\n');
    expect(text).toBe('Doors at 7');
    expect(rest).toEqual([]);
    const link = new RegExp(`^Opt out: ${testApp.baseUrl}/u/(\\S+)$`).exec(optOut!)![1]!;
    expect(link.length).toBeLessThanOrEqual(40);
    const page = await fetch(`${testApp.baseUrl}/api/public/unsubscribe/${link}`);
    expect(await page.json()).toMatchObject({ maskedAddress: '+44*******321', unsubscribed: false });
  });

  it('sends the tickets by email with the same Reply-To, and by SMS from the name with no opt-out line', async () => {
    const { variants } = await createActivityWithDate(master, { published: true });
    const order = await issueFreeOrder(master, variants[0].id);
    await vi.waitFor(() => {
      expect(mailsTo(order.email!)).toHaveLength(1);
      expect(sms.received.filter((message) => message.to === order.phone)).toHaveLength(1);
    }, eventually);
    expect(mailsTo(order.email!)[0]!.headers['reply-to']).toBe(ORGANISER_EMAIL);
    const text = sms.received.find((message) => message.to === order.phone)!;
    expect(text.from).toBe('Riverside T');
    expect(text.body).not.toContain('Opt out');
  });
});
