import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLondon } from '@usher/contract/london-time';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, inDays, validActivity } from '../../../test/activity-fixtures';
import { reserveTickets, sellTickets } from '../../../test/sales-fixtures';

let testApp: TestApp;
let organizationId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  organizationId = await createOrganisation(testApp.db);
});
afterAll(() => testApp.close());

const eventRow = (id: string) =>
  testApp.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();

describe('event date validation (§5)', () => {
  it.each([
    [
      { maxTicketCount: 0 },
      'maxTicketCount',
      'Venue capacity is required and can not be less than amount of sold tickets',
    ],
    [
      { maxTicketCount: null },
      'maxTicketCount',
      'Venue capacity is required and can not be less than amount of sold tickets',
    ],
    [{ endAt: inDays(5, 10) }, 'endAt', 'End date and time must be later than start date and time'],
    [
      { doorsOpenAt: inDays(5, 20) },
      'doorsOpenAt',
      'Doors open date and time must be earlier than start date and time',
    ],
    [{ startAt: 'tomorrow' }, 'startAt', 'Start date and time are required'],
    [{ startAt: inDays(-1) }, 'startAt', 'Start date and time must be in the future'],
  ])('refuses %j', async (change, field, message) => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const activity = (await client.post('/api/client/activity/', validActivity)).body;
    const body = {
      activityId: activity.id,
      startAt: inDays(5, 19),
      endAt: null,
      doorsOpenAt: null,
      maxTicketCount: 50,
      ...change,
    };
    const response = await client.post('/api/client/event/', body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(
      await testApp.db.selectFrom('events').select('id').where('activity_id', '=', activity.id).execute(),
    ).toEqual([]);
  });
});

describe('event dates once reserved (§4)', () => {
  it('keeps capacity at or above the capacity-affecting tickets sold', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event, variants } = await createActivityWithDate(client, {
      variants: [
        { name: 'Standard', price: 1000, max: 50 },
        { name: 'Parking', price: 500, max: 20, affects: false },
      ],
    });
    await sellTickets(testApp.db, organizationId, event.id, variants[0].id, 5);
    await sellTickets(testApp.db, organizationId, event.id, variants[1].id, 10);
    const body = {
      activityId: activity.id,
      startAt: event.startAt,
      endAt: event.endAt,
      doorsOpenAt: event.doorsOpenAt,
    };
    const tooLow = await client.post(`/api/client/event/${event.id}/update`, { ...body, maxTicketCount: 4 });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.errors.maxTicketCount).toBe(
      'Venue capacity is required and can not be less than amount of sold tickets',
    );
    expect((await eventRow(event.id))?.max_ticket_count).toBe(100);
    const fine = await client.post(`/api/client/event/${event.id}/update`, { ...body, maxTicketCount: 5 });
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ maxTicketCount: 5, soldCount: 5, ticketsSold: true, isReserved: true });
    expect(fine.body.ticketVariantCards.map((c: { name: string; sold: number }) => [c.name, c.sold])).toEqual(
      [
        ['Standard', 5],
        ['Parking', 10],
      ],
    );
  });

  it('fixes the times and refuses deletion once a reservation started, changing nothing', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event, variants } = await createActivityWithDate(client);
    await reserveTickets(testApp.db, organizationId, event.id, variants[0].id, 2);
    const before = await eventRow(event.id);
    const moved = await client.post(`/api/client/event/${event.id}/update`, {
      activityId: activity.id,
      startAt: inDays(8),
      endAt: null,
      doorsOpenAt: null,
      maxTicketCount: 100,
    });
    expect(moved.status).toBe(409);
    expect((await client.post(`/api/client/event/${event.id}/delete`)).status).toBe(409);
    expect(await eventRow(event.id)).toEqual(before);
    expect((await client.get(`/api/client/event/${event.id}/has-reserved`)).body).toEqual({ result: true });
  });

  it('takes a published activity offline when its last date is deleted', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client);
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const deleted = await client.post(`/api/client/event/${event.id}/delete`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ result: true, activityUnpublished: true });
    expect((await client.get(`/api/client/activity/${activity.id}`)).body.isPublished).toBe(false);
  });

  it('says nothing was unpublished when another date remains or the activity was never published', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client);
    const second = await client.post('/api/client/event/', {
      activityId: activity.id,
      startAt: inDays(9),
      endAt: null,
      doorsOpenAt: null,
      maxTicketCount: 50,
    });
    await client.post(`/api/client/activity/${activity.id}/publish`);
    expect((await client.post(`/api/client/event/${event.id}/delete`)).body.activityUnpublished).toBe(false);
    expect((await client.get(`/api/client/activity/${activity.id}`)).body.isPublished).toBe(true);
    await client.post(`/api/client/activity/${activity.id}/unpublish`);
    expect((await client.post(`/api/client/event/${second.body.id}/delete`)).body.activityUnpublished).toBe(
      false,
    );
  });
});

describe('duplicating a date (§5)', () => {
  it('copies weekly for six weeks at the same London time across the clock change, with the ticket types but not the sales', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    // A Saturday 19:30 in British Summer Time; six weekly copies run past the last Sunday of October.
    const startAt = '2027-10-02T18:30:00Z';
    const { activity, event, variants } = await createActivityWithDate(client, {
      startAt,
      endAt: '2027-10-02T21:30:00Z',
    });
    await sellTickets(testApp.db, organizationId, event.id, variants[0].id, 3);
    const response = await client.post(`/api/client/event/${event.id}/copy`, {
      type: 'Weekly',
      firstDate: '2027-10-09',
      lastDate: '2027-11-13',
      daysOfWeek: ['SATURDAY'],
    });
    expect(response.status).toBe(200);
    const copies = response.body.events;
    expect(copies.map((copy: { startAt: string }) => formatLondon(copy.startAt))).toEqual([
      '09 Oct 2027, 19:30',
      '16 Oct 2027, 19:30',
      '23 Oct 2027, 19:30',
      '30 Oct 2027, 19:30',
      '06 Nov 2027, 19:30',
      '13 Nov 2027, 19:30',
    ]);
    expect(copies[4].startAt).toBe('2027-11-06T19:30:00.000Z');
    expect(formatLondon(copies[4].endAt)).toBe('06 Nov 2027, 22:30');
    for (const copy of copies) {
      expect(copy.ticketVariantCards).toEqual([
        expect.objectContaining({ name: 'Standard', price: 1500, sold: 0 }),
      ]);
      expect(copy.activityId).toBe(activity.id);
    }
  });

  it.each([
    [
      { type: 'Weekly', firstDate: '2027-10-09', lastDate: '2027-11-13', daysOfWeek: [] },
      'daysOfWeek',
      'Please select at least one day of the week',
    ],
    [{ type: 'Daily', firstDate: '2027-10-09' }, 'lastDate', 'Last date is required'],
    [{ type: 'Once' }, 'date', 'Duplicate date is required'],
    [
      { type: 'Daily', firstDate: '2020-01-01', lastDate: '2020-01-05' },
      'firstDate',
      'First date must be in the future',
    ],
    [
      { type: 'Daily', firstDate: '2027-01-01', lastDate: '2027-07-01' },
      'lastDate',
      'Last date can be at most 180 days after the first date',
    ],
  ])('refuses %j and creates nothing', async (body, field, message) => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client);
    const response = await client.post(`/api/client/event/${event.id}/copy`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(
      await testApp.db.selectFrom('events').select('id').where('activity_id', '=', activity.id).execute(),
    ).toHaveLength(1);
  });
  it('keeps the ticket types in the order the organiser made them on every copy', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const names = ['Standing', 'Balcony', 'Accessible', 'VIP', 'Child'];
    const { event } = await createActivityWithDate(client, {
      variants: names.map((name) => ({ name, price: 1000, max: 10 })),
    });
    const copies = await client.post(`/api/client/event/${event.id}/copy`, {
      type: 'Daily',
      firstDate: inDays(20).slice(0, 10),
      lastDate: inDays(25).slice(0, 10),
    });
    expect(copies.status).toBe(200);
    for (const copy of copies.body.events) {
      expect(copy.ticketVariantCards.map((card: { name: string }) => card.name)).toEqual(names);
      const variants = (await client.get(`/api/client/event/${copy.id}/variants`)).body.variants;
      expect(variants.map((variant: { name: string }) => variant.name)).toEqual(names);
    }
  });
});

describe('current events', () => {
  it('lists the dates happening today in London, across activities', async () => {
    const organisation = await createOrganisation(testApp.db);
    const client = await signedInClient(testApp, organisation, 'controller');
    const admin = await signedInClient(testApp, organisation, 'admin');
    const today = await createActivityWithDate(admin, { startAt: inDays(1) });
    const later = await createActivityWithDate(admin, { startAt: inDays(3) });
    const justStarted = new Date(Date.now() - 60 * 1000);
    await testApp.db
      .updateTable('events')
      .set({ start_at: justStarted, end_at: new Date(Date.now() + 60 * 60 * 1000), doors_open_at: null })
      .where('id', '=', today.event.id)
      .execute();
    const current = (await client.get('/api/client/event/current')).body.events.map(
      (e: { id: string }) => e.id,
    );
    expect(current).toContain(today.event.id);
    expect(current).not.toContain(later.event.id);
  });
});

describe('tenancy', () => {
  it("answers 404 for another organiser's dates and refuses to add a date to their activity", async () => {
    const owner = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(owner);
    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect((await stranger.get(`/api/client/event/${event.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/client/event/${event.id}/variants`)).status).toBe(404);
    expect((await stranger.post(`/api/client/event/${event.id}/delete`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/client/event/${event.id}/copy`, { type: 'Once', date: '2030-01-01' }))
        .status,
    ).toBe(404);
    const intrusion = await stranger.post('/api/client/event/', {
      activityId: activity.id,
      startAt: inDays(4),
      endAt: null,
      doorsOpenAt: null,
      maxTicketCount: 5,
    });
    expect(intrusion.status).toBe(404);
    expect(await eventRow(event.id)).toBeDefined();
  });
});
