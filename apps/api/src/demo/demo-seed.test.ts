import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LONDON_ZONE } from '@usher/contract/london-time';
import { startTestApp, type TestApp } from '../../test/test-app';
import { FAST_DELIVERY } from '../../test/test-delivery';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { removeDemo } from './demo-reset';
import { seedDemo, seedDemoIfWanted } from './demo-seed';

let testApp: TestApp;

beforeAll(async () => {
  // With the app's delivery running, as `npm start` runs it, and neither SMTP nor SMS: the developer mailbox.
  testApp = await startTestApp({}, { delivery: FAST_DELIVERY });
  await seedDemo(testApp.db);
});
afterAll(() => testApp.close());

describe('demo data', () => {
  it('gives each demo account the menu its role allows', async () => {
    const expected = {
      'organiser@example.com': ['ROLE_MASTER', 'organization.control'],
      'admin@example.com': ['ROLE_admin'],
      'door@example.com': ['ROLE_controller'],
    };
    for (const [email, permissions] of Object.entries(expected)) {
      const client = testApp.client();
      expect((await client.login(email, DEMO_PASSWORD)).status).toBe(200);
      const user = (await client.get('/api/client/user')).body;
      expect(user.permissions).toEqual(permissions);
      expect(user.currentOrg.name).toBe('Riverside Live');
    }
  });

  it('has dates to come, dates gone, a show on today, sales and check-ins', async () => {
    const client = testApp.client();
    await client.login('door@example.com', DEMO_PASSWORD);
    const future = (await client.get('/api/client/activity/')).body.activities;
    const past = (await client.get('/api/client/activity/past')).body.activities;
    expect(future.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining([
        'Jazz by the River',
        'Stand-up Sundays',
        'Open Mic Comedy',
        'Family Science Show',
      ]),
    );
    expect(past.map((a: { name: string }) => a.name)).toEqual(['Summer Rooftop Cinema']);
    const today = (await client.get('/api/client/event/current')).body.events;
    expect(today).toHaveLength(1);
    expect(today[0]).toMatchObject({ activityName: 'Open Mic Comedy', soldCount: 32 });
    expect(
      today[0].checkedInData.reduce((sum: number, row: { checkedIn: number }) => sum + row.checkedIn, 0),
    ).toBe(14);
  });

  it('has each weekly series on the day its name and description give, in London', async () => {
    const dates = await testApp.db
      .selectFrom('events')
      .innerJoin('activities', 'activities.id', 'events.activity_id')
      .select(['activities.name', 'events.start_at'])
      .where('activities.name', 'in', ['Jazz by the River', 'Stand-up Sundays'])
      .execute();
    const weekdays = (name: string) => [
      ...new Set(
        dates
          .filter((date) => date.name === name)
          .map((date) => DateTime.fromJSDate(new Date(date.start_at), { zone: LONDON_ZONE }).weekdayLong),
      ),
    ];
    expect(weekdays('Jazz by the River')).toEqual(['Friday']);
    expect(weekdays('Stand-up Sundays')).toEqual(['Sunday']);
  });

  it('has a promo code of each scope and state, one capped and partly used by cash orders', async () => {
    const client = testApp.client();
    await client.login('admin@example.com', DEMO_PASSWORD);
    const codes = (await client.get('/api/client/promo')).body.promoCodes;
    const byCode = Object.fromEntries(codes.map((c: { code: string }) => [c.code, c]));
    expect(Object.keys(byCode).sort()).toEqual([
      'EARLYBIRD',
      'JAZZFAN',
      'RIVERSIDE10',
      'SUMMER',
      'SUNDAY5',
      'VIPNIGHT',
    ]);
    expect(byCode.RIVERSIDE10.appliesAtAll).toBe(true);
    expect(byCode.JAZZFAN.appliesAtActivities).toHaveLength(1);
    expect(byCode.SUNDAY5.appliesAtEvents).toHaveLength(1);
    expect(byCode.VIPNIGHT).toMatchObject({ maxUses: 10, usedCount: 3, discountTotal: 3 * 700 });
    expect(byCode.SUMMER.isExpired).toBe(true);
    expect(byCode.EARLYBIRD.isDeleted).toBe(true);
  });

  it('has a newsletter in the history whose every delivered message is in the developer mailbox', async () => {
    const client = testApp.client();
    await client.login(DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
    let send: any;
    let mailbox: any[] = [];
    await vi.waitFor(
      async () => {
        const { sends } = (await client.get('/api/client/mailing/history')).body;
        expect(sends).toHaveLength(1);
        send = sends[0];
        expect(send).toMatchObject({ channel: 'email', status: 'sent', pending: 0, failed: 0 });
        mailbox = (await client.get('/api/client/dev-mailbox')).body.messages;
        expect(mailbox).toHaveLength(send.delivered);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(send.recipients).toBeGreaterThan(3);
    expect(send.delivered).toBe(send.recipients);
    expect(send.event).toMatchObject({ activityName: 'Jazz by the River' });
    expect(mailbox.every((message) => message.subject === send.subject)).toBe(true);
    expect(new Set(mailbox.map((message) => message.recipient)).size).toBe(send.recipients);
  });

  it('has two mailing lists, one receiver unsubscribed, and built-in lists from the guests', async () => {
    const client = testApp.client();
    await client.login(DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
    const { userMailingLists, defaultMailingLists } = (
      await client.get('/api/client/mailing-lists/get-my-mailing-lists')
    ).body;
    const friends = userMailingLists.find(
      (list: { name: string }) => list.name === 'Friends of the Riverside',
    );
    expect(userMailingLists).toHaveLength(2);
    expect(friends.receivers).toHaveLength(5);
    expect(friends.receivers.filter((receiver: { unsubscribed: boolean }) => receiver.unsubscribed)).toEqual([
      expect.objectContaining({ email: 'dev.patel@example.com' }),
    ]);
    expect(defaultMailingLists[0]).toMatchObject({ id: 'all-guests' });
    expect(defaultMailingLists[0].receivers.length).toBeGreaterThan(3);
  });

  it('is created once, and a reset on PostgreSQL removes only the demo organiser', async () => {
    expect(await seedDemoIfWanted(testApp.db, { kind: 'pglite', isNew: true, mode: 'auto' })).toBe(false);
    expect(await seedDemoIfWanted(testApp.db, { kind: 'postgres', isNew: true, mode: 'auto' })).toBe(false);
    const other = await testApp.db
      .insertInto('organizations')
      .values({ name: 'Not demo' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await removeDemo(testApp.db);
    const names = (await testApp.db.selectFrom('organizations').select('name').execute()).map(
      (row) => row.name,
    );
    expect(names).toEqual(['Not demo']);
    await seedDemo(testApp.db);
    expect(
      await testApp.db.selectFrom('organizations').select('id').where('id', '=', other.id).execute(),
    ).toHaveLength(1);
  });
});
