import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const activityRow = (id: string) =>
  testApp.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();

describe('activity validation (§5)', () => {
  it.each([
    [{ ...validActivity, name: ' ' }, 'name', 'Name is required'],
    [{ ...validActivity, minAge: 0 }, 'minAge', 'Age restriction value is incorrect'],
    [
      { ...validActivity, address: { ...validActivity.address, city: '' } },
      'address.city',
      'City is required',
    ],
    [
      { ...validActivity, address: { country: 'UK', line1: '', city: 'x', postCode: 'E1' } },
      'address.line1',
      'Line 1 is required',
    ],
    [{ ...validActivity, isOnline: true, onlineLink: '' }, 'onlineLink', 'Link for online event is required'],
  ])('refuses %j', async (body, field, message) => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const before = await testApp.db.selectFrom('activities').select('id').execute();
    const response = await client.post('/api/client/activity/', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please fill in all required fields');
    expect(response.body.errors[field]).toBe(message);
    expect(await testApp.db.selectFrom('activities').select('id').execute()).toHaveLength(before.length);
  });

  it('puts https:// in front of an online link without a scheme, and keeps a blank address as null', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const response = await client.post('/api/client/activity/', {
      ...validActivity,
      isOnline: true,
      onlineLink: 'zoom.example/j/1',
      address: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      onlineLink: 'https://zoom.example/j/1',
      address: null,
      isPublished: false,
    });
  });

  it('stores only the editor formatting of a description, whatever a client sends', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const response = await client.post('/api/client/activity/', {
      ...validActivity,
      description:
        '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=alert(2)></p><ol><li>One</li></ol>',
    });
    expect(response.body.description).toBe('<p>Hi <strong>there</strong></p><ol><li>One</li></ol>');
  });
});

describe('reserved activities (§4)', () => {
  it('locks name, age, location, guest information, custom fields and image once tickets are sold, and changes nothing', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const { activity, event, variants } = await createActivityWithDate(client);
    await sellTickets(testApp.db, organizationId, event.id, variants[0].id, 2);
    expect((await client.get(`/api/client/activity/${activity.id}/has-reserved`)).body).toEqual({
      result: true,
    });
    const before = await activityRow(activity.id);
    for (const change of [
      { name: 'New name' },
      { minAge: 21 },
      { isEmailRequired: false },
      { customField1: 'Other' },
      { isOnline: true, onlineLink: 'x.example' },
    ]) {
      const response = await client.post(`/api/client/activity/${activity.id}/update`, {
        ...validActivity,
        ...change,
      });
      expect(response.status, JSON.stringify(change)).toBe(409);
      expect(await activityRow(activity.id)).toEqual(before);
    }
    const description = await client.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      description: '<p>Updated</p>',
    });
    expect(description.status, JSON.stringify(description.body)).toBe(200);
    expect(description.body.description).toBe('<p>Updated</p>');
  });

  it('lets a blank address be filled in once after sales start', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const activity = (await client.post('/api/client/activity/', { ...validActivity, address: null })).body;
    const event = (
      await client.post('/api/client/event/', {
        activityId: activity.id,
        startAt: inDays(3),
        endAt: null,
        doorsOpenAt: null,
        maxTicketCount: 10,
      })
    ).body;
    const variant = (
      await client.post('/api/client/ticket-variant/', {
        eventId: event.id,
        name: 'Entry',
        imageUrl: null,
        description: null,
        price: 0,
        maxTicketCount: 10,
        isAffectEventTicketCount: true,
      })
    ).body;
    await reserveTickets(testApp.db, organizationId, event.id, variant.id, 1);
    const first = await client.post(`/api/client/activity/${activity.id}/update`, validActivity);
    expect(first.status).toBe(200);
    expect(first.body.address.city).toBe('London');
    expect(first.body.isOneTimeAddressEditAvailable).toBe(false);
    const second = await client.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      address: { ...validActivity.address, city: 'Leeds' },
    });
    expect(second.status).toBe(409);
  });

  it('refuses to delete an activity with sales, and deletes one without', async () => {
    const client = await signedInClient(testApp, organizationId, 'master');
    const sold = await createActivityWithDate(client);
    await sellTickets(testApp.db, organizationId, sold.event.id, sold.variants[0].id, 1);
    expect((await client.post(`/api/client/activity/${sold.activity.id}/delete`)).status).toBe(409);
    expect(await activityRow(sold.activity.id)).toBeDefined();
    const unsold = await createActivityWithDate(client);
    expect((await client.post(`/api/client/activity/${unsold.activity.id}/delete`)).status).toBe(200);
    expect((await client.get(`/api/client/activity/${unsold.activity.id}`)).status).toBe(404);
  });
});

describe('publishing (§4)', () => {
  it('needs a date with a ticket type', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const bare = (await client.post('/api/client/activity/', validActivity)).body;
    const refused = await client.post(`/api/client/activity/${bare.id}/publish`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Add at least one date with a ticket type before publishing.');
    expect((await activityRow(bare.id))?.is_published).toBe(false);
    const { activity } = await createActivityWithDate(client);
    const published = await client.post(`/api/client/activity/${activity.id}/publish`);
    expect(published.body.isPublished).toBe(true);
  });

  it('refuses to unpublish once tickets are sold or reserved', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event, variants } = await createActivityWithDate(client);
    await client.post(`/api/client/activity/${activity.id}/publish`);
    await reserveTickets(testApp.db, organizationId, event.id, variants[0].id, 1);
    const refused = await client.post(`/api/client/activity/${activity.id}/unpublish`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This event has ticket(s) sold and cannot get unpublished.');
    expect((await activityRow(activity.id))?.is_published).toBe(true);
  });

  it('gives links only to published activities, and the short link leads to the public page', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity } = await createActivityWithDate(client);
    const early = await client.get(`/api/client/short-links/activity/${activity.id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You should publish the event first.');
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const short = (await client.get(`/api/client/short-links/activity/${activity.id}`)).body.result;
    expect(short).toMatch(new RegExp(`^${testApp.baseUrl}/s/[A-Za-z0-9]{8}$`));
    expect((await client.get(`/api/client/short-links/activity/${activity.id}`)).body.result).toBe(short);
    const social = (await client.get(`/api/client/social/activity/${activity.id}`)).body;
    expect(social).toEqual({ link: `${testApp.baseUrl}/a/${activity.id}`, qrLink: short });
    const redirect = await fetch(short, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/a/${activity.id}`);
  });

  it('gives the organiser a stable short link to its public page', async () => {
    const client = await signedInClient(testApp, organizationId, 'controller');
    const first = (await client.get('/api/client/short-links/org')).body.result;
    expect((await client.get('/api/client/short-links/org')).body.result).toBe(first);
    const redirect = await fetch(first, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe(`/o/${organizationId}`);
  });
});

describe('lists', () => {
  it('puts activities with dates to come in Future and those whose dates are all over in Past', async () => {
    const otherOrganisation = await createOrganisation(testApp.db);
    const client = await signedInClient(testApp, otherOrganisation, 'admin');
    const future = await createActivityWithDate(client, { startAt: inDays(10) });
    const past = await createActivityWithDate(client, { startAt: inDays(2) });
    await testApp.db
      .updateTable('events')
      .set({ start_at: inDays(-5), end_at: inDays(-5, 22), doors_open_at: null })
      .where('id', '=', past.event.id)
      .execute();
    const draft = (await client.post('/api/client/activity/', validActivity)).body;
    const futureList = (await client.get('/api/client/activity/')).body.activities.map(
      (a: { id: string }) => a.id,
    );
    const pastList = (await client.get('/api/client/activity/past')).body.activities.map(
      (a: { id: string }) => a.id,
    );
    expect(futureList).toEqual([draft.id, future.activity.id]);
    expect(pastList).toEqual([past.activity.id]);
    const card = (await client.get('/api/client/activity/')).body.activities[1];
    expect(card.firstEventDate).toBe(future.event.startAt);
  });
});

describe('permissions and tenancy', () => {
  it('lets door staff read but not write, and hides other organisers’ activities', async () => {
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const { activity } = await createActivityWithDate(admin);
    const door = await signedInClient(testApp, organizationId, 'controller');
    expect((await door.get(`/api/client/activity/${activity.id}`)).status).toBe(200);
    expect((await door.post('/api/client/activity/', validActivity)).status).toBe(403);
    expect((await door.post(`/api/client/activity/${activity.id}/publish`)).status).toBe(403);
    expect((await door.post(`/api/client/activity/${activity.id}/delete`)).status).toBe(403);

    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect((await stranger.get(`/api/client/activity/${activity.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/client/activity/${activity.id}/update`, validActivity)).status).toBe(
      404,
    );
    expect((await stranger.post(`/api/client/activity/${activity.id}/delete`)).status).toBe(404);
    expect((await stranger.get(`/api/client/short-links/activity/${activity.id}`)).status).toBe(404);
    expect(await activityRow(activity.id)).toBeDefined();
    expect((await testApp.client().get(`/api/client/activity/${activity.id}`)).status).toBe(401);
    expect(
      (await admin.request('POST', `/api/client/activity/${activity.id}/delete`, { csrf: false })).status,
    ).toBe(403);
  });
});
