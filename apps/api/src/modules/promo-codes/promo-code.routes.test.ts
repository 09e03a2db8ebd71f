import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, inDays } from '../../../test/activity-fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

type Client = Awaited<ReturnType<typeof signedInClient>>;

const code = (change: object = {}) => ({
  code: 'SUMMER25',
  percentageAmount: 25,
  fixedAmount: null,
  validUntil: inDays(30),
  appliesAtAll: true,
  appliesAtActivities: [],
  appliesAtEvents: [],
  appliesAtTicketVariants: [],
  maxUses: null,
  ...change,
});

async function organiser() {
  const organizationId = await createOrganisation(testApp.db);
  const admin = await signedInClient(testApp, organizationId, 'admin');
  return { organizationId, admin };
}

const codeCount = async (organizationId: string) =>
  (
    await testApp.db
      .selectFrom('promo_codes')
      .select('id')
      .where('organization_id', '=', organizationId)
      .execute()
  ).length;

describe('creating a promo code (§5)', () => {
  it.each([
    [{ code: '' }, 'code', 'Promo code is required'],
    [{ code: '   ' }, 'code', 'Promo code is required'],
    [{ code: 'SUMMER-25' }, 'code', 'Promo code can contain letters and digits only'],
    [{ code: 'A\u0000B' }, 'code', MESSAGES.controlCharacters],
    [{ percentageAmount: null }, 'percentageAmount', 'Discount value is not valid'],
    [{ percentageAmount: 12.5 }, 'percentageAmount', 'Discount value is not valid'],
    [{ percentageAmount: '25' }, 'percentageAmount', 'Discount value is not valid'],
    [{ percentageAmount: 101 }, 'percentageAmount', 'Percentage must be between 0 and 100'],
    [{ percentageAmount: -1 }, 'percentageAmount', 'Percentage must be between 0 and 100'],
    [{ fixedAmount: 500 }, 'percentageAmount', 'Choose a percentage or an amount of money, not both'],
    [{ percentageAmount: null, fixedAmount: -100 }, 'fixedAmount', 'Discount value is not valid'],
    [{ validUntil: inDays(-1) }, 'validUntil', 'Valid date and time are required'],
    [{ validUntil: 'next week' }, 'validUntil', 'Valid date and time are required'],
    [{ appliesAtAll: false }, 'appliesAtAll', 'Choose where the code applies'],
    [{ maxUses: 0 }, 'maxUses', 'The number of tickets must be a whole number above 0'],
  ])('refuses %j with the message under the field, saving nothing', async (change, field, message) => {
    const { organizationId, admin } = await organiser();
    const response = await admin.post('/api/client/promo', code(change));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await codeCount(organizationId)).toBe(0);
  });

  it('keeps one live code per name ignoring case, and frees the name of a deleted code', async () => {
    const { organizationId, admin } = await organiser();
    const first = await admin.post('/api/client/promo', code());
    expect(first.status).toBe(200);
    const again = await admin.post('/api/client/promo', code({ code: 'summer25' }));
    expect(again.status).toBe(400);
    expect(again.body.errors.code).toBe('You already have a promo code with this name. Choose another one.');
    expect((await admin.post(`/api/client/promo/delete/${first.body.id}`)).status).toBe(200);
    expect((await admin.post('/api/client/promo', code({ code: 'Summer25' }))).status).toBe(200);
    expect(await codeCount(organizationId)).toBe(2);
    // Another organiser may use the same name.
    expect((await (await organiser()).admin.post('/api/client/promo', code())).status).toBe(200);
  });

  it('stores a fixed amount in pence and answers the created code with its id', async () => {
    const { admin } = await organiser();
    const response = await admin.post(
      '/api/client/promo',
      code({ percentageAmount: null, fixedAmount: 500, maxUses: 20 }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      code: 'SUMMER25',
      percentageAmount: null,
      fixedAmount: 500,
      maxUses: 20,
      isDeleted: false,
      isExpired: false,
      usedCount: 0,
      discountTotal: 0,
      renderData: { activityData: [] },
    });
  });
});

describe('scope (§3)', () => {
  it("renders the scope in words, and refuses another organiser's ids with 404, saving nothing", async () => {
    const { organizationId, admin } = await organiser();
    const jazz = await createActivityWithDate(admin, {
      variants: [
        { name: 'Standard', price: 1500, max: 80 },
        { name: 'VIP', price: 3500, max: 10 },
      ],
    });
    const comedy = await createActivityWithDate(admin);
    const film = await createActivityWithDate(admin);
    const created = await admin.post(
      '/api/client/promo',
      code({
        appliesAtAll: false,
        appliesAtActivities: [film.activity.id],
        appliesAtEvents: [comedy.event.id],
        appliesAtTicketVariants: [jazz.variants[1].id],
      }),
    );
    expect(created.status).toBe(200);
    const info = (await admin.get(`/api/client/promo/${created.body.id}`)).body;
    expect(info.appliesAtTicketVariants).toEqual([jazz.variants[1].id]);
    const byId = Object.fromEntries(info.renderData.activityData.map((a: { id: string }) => [a.id, a]));
    expect(byId[film.activity.id]).toMatchObject({ toAll: true, events: [] });
    expect(byId[comedy.activity.id]).toMatchObject({
      toAll: false,
      events: [{ id: comedy.event.id, date: comedy.event.startAt, toAll: true, ticketVariants: [] }],
    });
    expect(byId[jazz.activity.id]).toMatchObject({
      toAll: false,
      events: [
        { id: jazz.event.id, toAll: false, ticketVariants: [{ id: jazz.variants[1].id, name: 'VIP' }] },
      ],
    });

    const other = await organiser();
    const theirs = await createActivityWithDate(other.admin);
    for (const scope of [
      { appliesAtActivities: [theirs.activity.id] },
      { appliesAtEvents: [theirs.event.id] },
      { appliesAtTicketVariants: [theirs.variants[0].id] },
    ]) {
      const refused = await admin.post(
        '/api/client/promo',
        code({ code: 'THEIRS', appliesAtAll: false, ...scope }),
      );
      expect(refused.status).toBe(404);
    }
    expect(await codeCount(organizationId)).toBe(1);
  });

  it('offers only dates still to start, with their ticket types, for the create screen', async () => {
    const { admin } = await organiser();
    const future = await createActivityWithDate(admin);
    const past = await createActivityWithDate(admin);
    await testApp.db
      .updateTable('events')
      .set({ start_at: new Date(Date.now() - 3 * 3600_000), end_at: null, doors_open_at: null })
      .where('id', '=', past.event.id)
      .execute();
    const options = (await admin.get('/api/client/promo/scope-options')).body;
    expect(options.activities).toEqual([
      {
        id: future.activity.id,
        name: 'Jazz by the River',
        events: [
          {
            id: future.event.id,
            startAt: future.event.startAt,
            ticketVariants: [{ id: future.variants[0].id, name: 'Standard', price: 1500 }],
          },
        ],
      },
    ]);
  });
});

describe('the list and deleting (§2, §4)', () => {
  it('lists newest first, marks expired and deleted codes, and never edits a code', async () => {
    const { admin } = await organiser();
    const old = (await admin.post('/api/client/promo', code({ code: 'OLD' }))).body;
    const gone = (await admin.post('/api/client/promo', code({ code: 'GONE' }))).body;
    const fresh = (await admin.post('/api/client/promo', code({ code: 'FRESH' }))).body;
    await testApp.db
      .updateTable('promo_codes')
      .set({ valid_until: new Date(Date.now() - 60_000) })
      .where('id', '=', old.id)
      .execute();
    await admin.post(`/api/client/promo/delete/${gone.id}`);
    const list = (await admin.get('/api/client/promo')).body.promoCodes;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['FRESH', 'GONE', 'OLD']);
    expect(list.map((c: { isExpired: boolean; isDeleted: boolean }) => [c.isExpired, c.isDeleted])).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);
    expect(fresh.id).toBe(list[0].id);
    expect((await admin.post(`/api/client/promo/${fresh.id}/update`, code())).status).toBe(404);
  });
});

describe('permissions and tenancy (§6)', () => {
  it('lets ROLE_MASTER and ROLE_admin in, and answers 403 to door staff on every promo route', async () => {
    const { organizationId, admin } = await organiser();
    const { event } = await createActivityWithDate(admin);
    const created = (await admin.post('/api/client/promo', code())).body;
    const calls = (client: Client) => [
      client.get('/api/client/promo'),
      client.post('/api/client/promo', code({ code: 'DOOR' })),
      client.get('/api/client/promo/scope-options'),
      client.get(`/api/client/promo/${created.id}`),
      client.post(`/api/client/promo/delete/${created.id}`),
    ];
    const door = await signedInClient(testApp, organizationId, 'controller');
    for (const response of await Promise.all(calls(door))) expect(response.status).toBe(403);
    expect((await door.post('/api/client/promo/check', { eventId: event.id, code: 'SUMMER25' })).status).toBe(
      403,
    );
    const master = await signedInClient(testApp, organizationId, 'master');
    expect((await master.get(`/api/client/promo/${created.id}`)).status).toBe(200);
    expect((await master.post('/api/client/promo', code({ code: 'MASTER' }))).status).toBe(200);
    expect(await codeCount(organizationId)).toBe(2);
  });

  it("answers 404 for another organiser's code and leaves it alone", async () => {
    const mine = await organiser();
    const theirs = await organiser();
    const created = (await theirs.admin.post('/api/client/promo', code())).body;
    expect((await mine.admin.get(`/api/client/promo/${created.id}`)).status).toBe(404);
    expect((await mine.admin.post(`/api/client/promo/delete/${created.id}`)).status).toBe(404);
    expect((await mine.admin.get('/api/client/promo')).body.promoCodes).toEqual([]);
    expect((await theirs.admin.get(`/api/client/promo/${created.id}`)).body.isDeleted).toBe(false);
  });
});
