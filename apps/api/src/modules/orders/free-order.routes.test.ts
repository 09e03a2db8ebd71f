import { untilAnswered } from '../../../test/until-answered';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, validActivity } from '../../../test/activity-fixtures';
import { WithoutEventLocks } from '../../../test/race-seams';
import { testDatabaseKind } from '../../../test/test-database';
import { QueryCounter } from '../../../test/query-counter';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const receiver = {
  phoneNumber: '07700 900123',
  address: null,
  fullName: 'Mary Seacole',
  email: 'mary@example.test',
  customField1: 'Vegetarian',
};

async function setUp(options: Parameters<typeof createActivityWithDate>[1] = {}) {
  const organizationId = await createOrganisation(testApp.db);
  const master = await signedInClient(testApp, organizationId, 'master');
  const created = await createActivityWithDate(master, { published: true, ...options });
  return { organizationId, master, ...created };
}

const ticketCount = async (eventId: string) =>
  (await testApp.db.selectFrom('tickets').select('id').where('event_id', '=', eventId).execute()).length;

describe('POST /api/client/order/free', () => {
  it('issues the tickets, stores the phone in international form and answers the ticket links', async () => {
    const { master, event, variants } = await setUp();
    const response = await master.post('/api/client/order/free', {
      ...receiver,
      items: [{ identity: variants[0].id, quantity: 3 }],
    });
    expect(response.status).toBe(200);
    expect(response.body.phoneNumber).toBe('+447700900123');
    expect(response.body.orderReference).toMatch(/^USH-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(response.body.tickets).toHaveLength(3);
    expect(response.body.tickets[0].ticketUrl).toBe(
      `${testApp.baseUrl}/t/${response.body.tickets[0].ticketExternalId}`,
    );
    const guests = (await master.get(`/api/client/check-in/${event.id}/guest-list/`)).body.guests;
    expect(
      guests.map((g: { ticketIndex: number; groupIndex: number }) => [g.ticketIndex, g.groupIndex]),
    ).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(guests[0]).toMatchObject({
      guestName: 'Mary Seacole',
      guestCustomField1: 'Vegetarian',
      guestPhone: '+447700900123',
    });
  });

  it.each([
    [{ items: [] }, 'items', 'Please choose your tickets'],
    [{ items: 'zero' }, 'items', expect.any(String)],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone is required'],
    [{ phoneNumber: '12' }, 'phoneNumber', 'Incorrect phone format'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-email' }, 'email', 'Incorrect email format'],
    [{ email: 'x<guest@example.com>' }, 'email', 'Incorrect email format'],
    [{ email: 'x:guest@example.com;' }, 'email', 'Incorrect email format'],
    [{ fullName: ' ' }, 'fullName', 'Full name is required'],
    [{ customField1: '' }, 'customField1', 'Dietary needs is required'],
  ])('refuses %j with the §5 message and issues nothing', async (change, field, message) => {
    const { master, event, variants } = await setUp();
    const body = { ...receiver, items: [{ identity: variants[0].id, quantity: 1 }], ...change };
    if ('items' in change && Array.isArray(change.items))
      body.items = [{ identity: variants[0].id, quantity: 0 }];
    const response = await master.post('/api/client/order/free', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toEqual(message);
    expect(await ticketCount(event.id)).toBe(0);
  });

  it('issues an order in three statements once the session is known: the stock, the date, the order', async () => {
    const counter = new QueryCounter();
    const counted = await startTestApp({}, { databasePlugins: [counter] });
    try {
      const master = await signedInClient(counted, await createOrganisation(counted.db), 'master');
      const { variants } = await createActivityWithDate(master, { published: true });
      const order = () =>
        master.post('/api/client/order/free', {
          ...receiver,
          items: [{ identity: variants[0].id, quantity: 2 }],
        });
      expect((await order()).status).toBe(200);
      const before = counter.count;
      const second = await order();
      expect(second.status).toBe(200);
      expect(second.body.tickets).toHaveLength(2);
      expect(counter.count - before).toBe(3);
    } finally {
      await counted.close();
    }
  });

  it('asks for the address only when the activity demands it', async () => {
    const { master, activity, event, variants } = await setUp();
    await master.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      isAddressRequired: true,
    });
    const missing = await master.post('/api/client/order/free', {
      ...receiver,
      items: [{ identity: variants[0].id, quantity: 1 }],
    });
    expect(missing.body.errors).toMatchObject({
      'address.country': 'Country is required',
      'address.city': 'City is required',
      'address.line1': 'Line 1 is required',
      'address.postCode': 'Post code is required',
    });
    const complete = await master.post('/api/client/order/free', {
      ...receiver,
      address: { country: 'UK', city: 'London', line1: '1 Strand', line2: '', postCode: 'WC2' },
      items: [{ identity: variants[0].id, quantity: 1 }],
    });
    expect(complete.status).toBe(200);
    expect(await ticketCount(event.id)).toBe(1);
  });

  it('refuses once the event is over', async () => {
    const { master, event, variants } = await setUp();
    await testApp.db
      .updateTable('events')
      .set({
        start_at: new Date(Date.now() - 5 * 3600_000),
        end_at: new Date(Date.now() - 3600_000),
        doors_open_at: null,
      })
      .where('id', '=', event.id)
      .execute();
    const response = await master.post('/api/client/order/free', {
      ...receiver,
      items: [{ identity: variants[0].id, quantity: 1 }],
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This event is over.');
  });

  it('is for ROLE_MASTER with organization.control only', async () => {
    const { organizationId, variants } = await setUp();
    for (const role of ['admin', 'controller', 'masterWithoutControl'] as const) {
      const client = await signedInClient(testApp, organizationId, role);
      expect(
        (
          await client.post('/api/client/order/free', {
            ...receiver,
            items: [{ identity: variants[0].id, quantity: 1 }],
          })
        ).status,
      ).toBe(403);
    }
    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect(
      (
        await stranger.post('/api/client/order/free', {
          ...receiver,
          items: [{ identity: variants[0].id, quantity: 1 }],
        })
      ).status,
    ).toBe(404);
  });

  it('never oversells: 200 parallel orders for an event with 100 places left give exactly 100 tickets', async () => {
    const { statuses, sold } = await orderTwiceTheCapacity(testApp);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(sold).toBe(100);
  }, 120_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'control run: without the date’s lock, 200 parallel orders sell more than the 100 places',
    async () => {
      const unlocked = await startTestApp({}, { databasePlugins: [new WithoutEventLocks()] });
      try {
        let sold = 0;
        for (let round = 0; round < 20 && sold <= 100; round++)
          sold = (await orderTwiceTheCapacity(unlocked)).sold;
        expect(sold).toBeGreaterThan(100);
      } finally {
        await unlocked.close();
      }
    },
    300_000,
  );
});

/** 200 orders of one ticket at once, from 4 issuers, for a date of 100 places; each tries again on 503 'busy'. */
async function orderTwiceTheCapacity(app: TestApp) {
  const organizationId = await createOrganisation(app.db);
  const master = await signedInClient(app, organizationId, 'master');
  const { event, variants } = await createActivityWithDate(master, {
    published: true,
    capacity: 100,
    variants: [{ name: 'Standard', price: 0, max: 500 }],
  });
  const issuers = await Promise.all(
    Array.from({ length: 4 }, () => signedInClient(app, organizationId, 'master')),
  );
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      untilAnswered(() =>
        issuers[i % issuers.length]!.post('/api/client/order/free', {
          ...receiver,
          items: [{ identity: variants[0].id, quantity: 1 }],
        }),
      ),
    ),
  );
  const sold = await app.db.selectFrom('tickets').select('id').where('event_id', '=', event.id).execute();
  return { statuses: answers.map((answer) => answer.status), sold: sold.length };
}
