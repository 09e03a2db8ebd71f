import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, inDays } from '../../../test/activity-fixtures';
import { reserveTickets, sellTickets } from '../../../test/sales-fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const shopWindow = async (guid: string) =>
  (await testApp.client().get(`/api/public/organization/${guid}`)).body.activities;

describe('GET /api/public/organization/{guid}: the shop window', () => {
  it('is empty for an organiser with nothing published', async () => {
    const organizationId = await createOrganisation(testApp.db, 'Quiet Hall');
    const client = await signedInClient(testApp, organizationId, 'admin');
    await createActivityWithDate(client);
    expect(await shopWindow(organizationId)).toEqual([]);
  });

  it('lists each published activity with dates to come: next and last date, price from and to, sold out', async () => {
    const organizationId = await createOrganisation(testApp.db, 'Riverside Live');
    const client = await signedInClient(testApp, organizationId, 'admin');
    const later = await createActivityWithDate(client, {
      startAt: inDays(20),
      capacity: 5,
      variants: [
        { name: 'Standard', price: 1500, max: 5 },
        { name: 'Concession', price: 900, max: 5 },
      ],
    });
    const secondDate = (
      await client.post('/api/client/event/', {
        activityId: later.activity.id,
        startAt: inDays(30),
        endAt: null,
        doorsOpenAt: null,
        maxTicketCount: 2,
      })
    ).body;
    const secondVariant = (
      await client.post('/api/client/ticket-variant/', {
        eventId: secondDate.id,
        name: 'Late',
        imageUrl: null,
        description: null,
        price: 700,
        maxTicketCount: 2,
        isAffectEventTicketCount: true,
      })
    ).body;
    const sooner = await createActivityWithDate(client, { startAt: inDays(3) });
    const unpublished = await createActivityWithDate(client, { startAt: inDays(2) });
    const past = await createActivityWithDate(client, { startAt: inDays(4) });
    for (const { activity } of [later, sooner, past]) {
      await client.post(`/api/client/activity/${activity.id}/publish`);
    }
    await testApp.db
      .updateTable('events')
      .set({ start_at: new Date(inDays(-3)), end_at: new Date(inDays(-3, 22)), doors_open_at: null })
      .where('id', '=', past.event.id)
      .execute();

    const activities = await shopWindow(organizationId);
    expect(activities.map((a: { id: string }) => a.id)).toEqual([sooner.activity.id, later.activity.id]);
    expect(activities).not.toContainEqual(expect.objectContaining({ id: unpublished.activity.id }));
    expect(activities[1]).toEqual({
      id: later.activity.id,
      name: 'Jazz by the River',
      imageUrl: null,
      nextEventDate: later.event.startAt,
      lastEventDate: secondDate.startAt,
      priceFrom: 700,
      priceTo: 1500,
      soldOut: false,
    });
    expect(activities[0]).toMatchObject({ priceFrom: 1500, priceTo: 1500, soldOut: false });

    // Sold out only when every date to come is: sold and held tickets both count.
    await sellTickets(testApp.db, organizationId, later.event.id, later.variants[0].id, 4);
    await reserveTickets(testApp.db, organizationId, later.event.id, later.variants[1].id, 1);
    expect((await shopWindow(organizationId))[1].soldOut).toBe(false);
    await sellTickets(testApp.db, organizationId, secondDate.id, secondVariant.id, 2);
    expect((await shopWindow(organizationId))[1].soldOut).toBe(true);
  });

  it("never shows another organiser's activities", async () => {
    const mine = await createOrganisation(testApp.db, 'Mine');
    const theirs = await createOrganisation(testApp.db, 'Theirs');
    const client = await signedInClient(testApp, theirs, 'admin');
    const { activity } = await createActivityWithDate(client);
    await client.post(`/api/client/activity/${activity.id}/publish`);
    expect(await shopWindow(mine)).toEqual([]);
    expect((await shopWindow(theirs)).map((a: { id: string }) => a.id)).toEqual([activity.id]);
  });
});
