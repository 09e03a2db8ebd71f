import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { issueFreeOrder } from '../../../test/delivery-fixtures';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { FAST_DELIVERY } from '../../../test/test-delivery';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({}, { delivery: FAST_DELIVERY });
});
afterAll(() => testApp?.close());

describe('GET /api/client/dev-mailbox', () => {
  it("lists what would have gone out with nothing configured, newest first, the organiser's own only", async () => {
    const organizationId = await createOrganisation(testApp.db);
    const master = await signedInClient(testApp, organizationId, 'master');
    const { variants } = await createActivityWithDate(master, { published: true });
    const order = await issueFreeOrder(master, variants[0].id, { quantity: 2 });

    let messages: any[] = [];
    await vi.waitFor(
      async () => {
        const response = await master.get('/api/client/dev-mailbox');
        expect(response.status).toBe(200);
        messages = response.body.messages;
        expect(messages).toHaveLength(2);
        // The file is written just before the row is marked sent.
        const rows = await testApp.db.selectFrom('outbox_messages').select('status').execute();
        expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
      },
      { timeout: 15_000, interval: 100 },
    );
    const sms = messages.find((message) => message.channel === 'sms');
    const email = messages.find((message) => message.channel === 'email');
    expect(sms).toMatchObject({ recipient: order.phone, subject: null, attachments: [] });
    expect(email).toMatchObject({
      recipient: order.email,
      subject: 'Your 2 tickets for Jazz by the River',
      attachments: ['tickets.pdf', 'event.ics'],
    });
    for (const url of order.ticketUrls) {
      expect(sms.bodyText).toContain(url);
      expect(email.bodyText).toContain(url);
    }
    const times = messages.map((message) => message.createdAt);
    expect(times).toEqual(times.toSorted().reverse());

    // One file per outbox row, named by its id: a repeated send rewrites it rather than adding a copy.
    const rows = await testApp.db.selectFrom('outbox_messages').select('id').execute();
    expect(rows.map((row) => row.id).toSorted()).toEqual(messages.map((message) => message.id).toSorted());

    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect((await stranger.get('/api/client/dev-mailbox')).body).toEqual({ messages: [] });
    expect((await testApp.client().get('/api/client/dev-mailbox')).status).toBe(401);
  });

  it('is off (404) once SMTP or SMS is configured: messages are really sent then', async () => {
    const configured = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      const master = await signedInClient(configured, await createOrganisation(configured.db), 'master');
      expect((await master.get('/api/client/dev-mailbox')).status).toBe(404);
    } finally {
      await configured.close();
    }
  });
});
