import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSelectionAllowed } from '@usher/contract/quantity-rules';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, inDays, validActivity } from '../../../test/activity-fixtures';
import { reserveTickets, sellTickets } from '../../../test/sales-fixtures';
import { announceDatesChanged } from '../sales/date-changes';

let testApp: TestApp;
let organizationId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  organizationId = await createOrganisation(testApp.db, 'Riverside Live');
});
afterAll(() => testApp.close());

const publicEvent = (id: string) => testApp.client().get(`/api/public/event/${id}`);
/** Writes made straight in the database bypass the sales core, so the test announces them as it would. */
const announceWritten = (...eventIds: string[]) => announceDatesChanged(eventIds);

describe('GET /api/public/event/{eventId}', () => {
  it('shows a published date to anyone, and nothing of an unpublished one', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client);
    expect((await publicEvent(event.id)).status).toBe(404);
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const page = await publicEvent(event.id);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      name: 'Jazz by the River',
      organizationName: 'Riverside Live',
      isEmailRequired: true,
      customField1: 'Dietary needs',
      isOver: false,
      isSoldOut: false,
    });
    expect(page.body).not.toHaveProperty('organization_id');
    expect(
      (await testApp.client().get('/api/public/event/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('is over once the end has passed, or an hour after the start with no end', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const ended = await createActivityWithDate(client);
    const noEnd = await createActivityWithDate(client, { endAt: null });
    for (const { activity } of [ended, noEnd])
      await client.post(`/api/client/activity/${activity.id}/publish`);
    await testApp.db
      .updateTable('events')
      .set({ start_at: inDays(-1), end_at: new Date(Date.now() - 60 * 1000), doors_open_at: null })
      .where('id', '=', ended.event.id)
      .execute();
    await testApp.db
      .updateTable('events')
      .set({ start_at: new Date(Date.now() - 59 * 60 * 1000), doors_open_at: null })
      .where('id', '=', noEnd.event.id)
      .execute();
    await announceWritten(ended.event.id, noEnd.event.id);
    expect((await publicEvent(ended.event.id)).body.isOver).toBe(true);
    expect((await publicEvent(noEnd.event.id)).body.isOver).toBe(false);
    await testApp.db
      .updateTable('events')
      .set({ start_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where('id', '=', noEnd.event.id)
      .execute();
    await announceWritten(noEnd.event.id);
    expect((await publicEvent(noEnd.event.id)).body.isOver).toBe(true);
  });

  it('is sold out when sold and reserved capacity-affecting tickets reach the capacity; other variants are exempt', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event, variants } = await createActivityWithDate(client, {
      capacity: 10,
      variants: [
        { name: 'Standard', price: 1000, max: 8 },
        { name: 'VIP', price: 3000, max: 5 },
        { name: 'Parking', price: 500, max: 30, affects: false },
      ],
    });
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const [standard, vip, parking] = variants;
    await sellTickets(testApp.db, organizationId, event.id, standard.id, 5);
    await reserveTickets(testApp.db, organizationId, event.id, vip.id, 2);
    await sellTickets(testApp.db, organizationId, event.id, parking.id, 25);
    const page = (await publicEvent(event.id)).body;
    expect(page.isSoldOut).toBe(false);
    const byName = Object.fromEntries(page.ticketVariants.map((v: { name: string }) => [v.name, v]));
    expect(byName.Standard).toMatchObject({ orderCount: 5, reservedCount: 0, maxTicketCount: 8 });
    expect(byName.VIP).toMatchObject({ orderCount: 0, reservedCount: 2 });
    const availability = {
      maxTicketCount: page.maxTicketCount,
      variants: page.ticketVariants,
    };
    expect(isSelectionAllowed(availability, { [standard.id]: 3 })).toBe(true);
    expect(isSelectionAllowed(availability, { [standard.id]: 4 })).toBe(false);
    expect(isSelectionAllowed(availability, { [standard.id]: 2, [vip.id]: 2 })).toBe(false);
    expect(isSelectionAllowed(availability, { [parking.id]: 5 })).toBe(true);
    expect(isSelectionAllowed(availability, { [parking.id]: 6 })).toBe(false);
    await reserveTickets(testApp.db, organizationId, event.id, vip.id, 3);
    expect((await publicEvent(event.id)).body.isSoldOut).toBe(true);
  });

  it('says per ticket type what a customer may still take (toBuy): own maximum, venue left, one order', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event, variants } = await createActivityWithDate(client, {
      capacity: 10,
      variants: [
        { name: 'Standard', price: 1000, max: 8 },
        { name: 'VIP', price: 3000, max: 5 },
        { name: 'Parking', price: 500, max: 300, affects: false },
      ],
    });
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const [standard, vip] = variants;
    const toBuyOf = async () =>
      Object.fromEntries(
        (await publicEvent(event.id)).body.ticketVariants.map((v: { name: string; toBuy: number }) => [
          v.name,
          v.toBuy,
        ]),
      );
    expect(await toBuyOf()).toEqual({ Standard: 8, VIP: 5, Parking: 100 });
    await sellTickets(testApp.db, organizationId, event.id, standard.id, 4);
    await reserveTickets(testApp.db, organizationId, event.id, vip.id, 3);
    // Standard: 8 − 4 own, but 10 − 7 left at the venue; VIP: 5 − 3; Parking is exempt from the venue.
    expect(await toBuyOf()).toEqual({ Standard: 3, VIP: 2, Parking: 100 });
    await sellTickets(testApp.db, organizationId, event.id, standard.id, 4);
    expect(await toBuyOf()).toEqual({ Standard: 0, VIP: 0, Parking: 100 });
  });

  it('can sell paid tickets unless Connect is on and the organiser can not take charges', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client);
    await client.post(`/api/client/activity/${activity.id}/publish`);
    expect((await publicEvent(event.id)).body.isPaidSaleAvailable).toBe(true);
    const stripe = {
      secretKey: 'sk_test',
      webhookSecret: 'whsec',
      apiUrl: 'http://127.0.0.1:9',
      connect: false,
    };
    const original = testApp.app.config.stripe;
    try {
      testApp.app.config.stripe = stripe;
      await announceWritten(event.id);
      expect((await publicEvent(event.id)).body.isPaidSaleAvailable).toBe(true);
      testApp.app.config.stripe = { ...stripe, connect: true };
      await announceWritten(event.id);
      expect((await publicEvent(event.id)).body.isPaidSaleAvailable).toBe(false);
      await testApp.db
        .updateTable('organizations')
        .set({ stripe_charges_enabled: true })
        .where('id', '=', organizationId)
        .execute();
      await announceWritten(event.id);
      expect((await publicEvent(event.id)).body.isPaidSaleAvailable).toBe(true);
    } finally {
      testApp.app.config.stripe = original;
      await testApp.db
        .updateTable('organizations')
        .set({ stripe_charges_enabled: false })
        .where('id', '=', organizationId)
        .execute();
    }
  });

  it('shows dates across the clock change at their London times', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client, {
      startAt: '2027-10-31T00:30:00Z',
      endAt: '2027-10-31T02:30:00Z',
    });
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const page = (await publicEvent(event.id)).body;
    expect(page.startAt).toBe('2027-10-31T00:30:00.000Z');
    expect(page.endAt).toBe('2027-10-31T02:30:00.000Z');
    expect(page.isOver).toBe(false);
  });
});

describe('GET /api/public/activity/{id}', () => {
  it('lists the dates to come of a published activity', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client);
    expect((await testApp.client().get(`/api/public/activity/${activity.id}`)).status).toBe(404);
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const page = (await testApp.client().get(`/api/public/activity/${activity.id}`)).body;
    expect(page.events).toEqual([
      {
        id: event.id,
        startAt: event.startAt,
        endAt: event.endAt,
        isSoldOut: false,
        priceRange: { min: 1500, max: 1500 },
      },
    ]);
  });

  it("shows each date's price range and the activity's minimum age", async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { activity, event } = await createActivityWithDate(client, {
      variants: [
        { name: 'Standing', price: 1000, max: 50 },
        { name: 'Seated', price: 2500, max: 20 },
        { name: 'Crew', price: 0, max: 5, affects: false },
      ],
    });
    const free = (
      await client.post('/api/client/event/', {
        activityId: activity.id,
        startAt: inDays(9),
        endAt: inDays(9, 22),
        doorsOpenAt: null,
        maxTicketCount: 10,
      })
    ).body;
    await client.post('/api/client/ticket-variant/', {
      eventId: free.id,
      name: 'Free entry',
      imageUrl: null,
      description: null,
      price: 0,
      maxTicketCount: 10,
      isAffectEventTicketCount: true,
    });
    await client.post(`/api/client/activity/${activity.id}/publish`);
    const page = (await testApp.client().get(`/api/public/activity/${activity.id}`)).body;
    expect(page.minAge).toBe(18);
    expect(page.events.map((date: { id: string }) => date.id)).toEqual([event.id, free.id]);
    expect(page.events[0].priceRange).toEqual({ min: 0, max: 2500 });
    expect(page.events[1].priceRange).toEqual({ min: 0, max: 0 });

    await client.post(`/api/client/activity/${activity.id}/update`, { ...validActivity, minAge: null });
    expect((await testApp.client().get(`/api/public/activity/${activity.id}`)).body.minAge).toBeNull();
  });
});
