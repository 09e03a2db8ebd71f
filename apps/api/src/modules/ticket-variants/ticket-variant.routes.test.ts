import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import { sellTickets } from '../../../test/sales-fixtures';

let testApp: TestApp;
let organizationId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  organizationId = await createOrganisation(testApp.db);
});
afterAll(() => testApp.close());

const variantRow = (id: string) =>
  testApp.db.selectFrom('ticket_variants').selectAll().where('id', '=', id).executeTakeFirst();
const body = (eventId: string, change: object = {}) => ({
  eventId,
  name: 'Standard',
  imageUrl: null,
  description: 'Entry for one',
  price: 1500,
  maxTicketCount: 80,
  isAffectEventTicketCount: true,
  ...change,
});

describe('ticket type validation (§5)', () => {
  it.each([
    [{ name: '' }, 'name', 'Ticket type is required'],
    [{ price: null }, 'price', 'Price is required'],
    [{ price: 12.5 }, 'price', 'Price is required'],
    [{ price: 100_000_001 }, 'price', 'Price is required'],
    [
      { maxTicketCount: 0 },
      'maxTicketCount',
      'Availability is required and can not be less than amount of sold tickets',
    ],
  ])('refuses %j', async (change, field, message) => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { event } = await createActivityWithDate(client, { variants: [] });
    const response = await client.post('/api/client/ticket-variant/', body(event.id, change));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please fill in all required fields');
    expect(response.body.errors[field]).toBe(message);
  });

  it('stores the price in pence and answers the new id', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { event } = await createActivityWithDate(client, { variants: [] });
    const response = await client.post('/api/client/ticket-variant/', body(event.id, { price: 100_000_000 }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: expect.any(String), price: 100_000_000, soldTickets: 0 });
    expect((await variantRow(response.body.id))?.price_pence).toBe(100_000_000);
  });
});

describe('ticket types with sales (§4)', () => {
  it('locks name and price, keeps availability at or above sold, and refuses deletion — changing nothing', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { event, variants } = await createActivityWithDate(client);
    const variant = variants[0];
    await sellTickets(testApp.db, organizationId, event.id, variant.id, 4);
    const before = await variantRow(variant.id);
    expect(
      (await client.post(`/api/client/ticket-variant/${variant.id}/update`, body(event.id, { name: 'VIP' })))
        .status,
    ).toBe(409);
    expect(
      (await client.post(`/api/client/ticket-variant/${variant.id}/update`, body(event.id, { price: 2000 })))
        .status,
    ).toBe(409);
    const tooFew = await client.post(
      `/api/client/ticket-variant/${variant.id}/update`,
      body(event.id, { maxTicketCount: 3 }),
    );
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors.maxTicketCount).toBe(
      'Availability is required and can not be less than amount of sold tickets',
    );
    expect((await client.post(`/api/client/ticket-variant/${variant.id}/delete`)).status).toBe(409);
    expect(await variantRow(variant.id)).toEqual(before);
    const allowed = await client.post(
      `/api/client/ticket-variant/${variant.id}/update`,
      body(event.id, { maxTicketCount: 4, description: 'Now with a drink' }),
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({
      maxTicketCount: 4,
      description: 'Now with a drink',
      soldTickets: 4,
    });
  });

  it('deletes a ticket type with no sales', async () => {
    const client = await signedInClient(testApp, organizationId, 'admin');
    const { variants } = await createActivityWithDate(client);
    expect((await client.post(`/api/client/ticket-variant/${variants[0].id}/delete`)).status).toBe(200);
    expect(await variantRow(variants[0].id)).toBeUndefined();
  });
});

describe('permissions and tenancy', () => {
  it('lets door staff read ticket types but not change them; strangers get 404', async () => {
    const admin = await signedInClient(testApp, organizationId, 'admin');
    const { event, variants } = await createActivityWithDate(admin);
    const door = await signedInClient(testApp, organizationId, 'controller');
    expect((await door.get(`/api/client/ticket-variant/${variants[0].id}`)).status).toBe(200);
    expect((await door.post('/api/client/ticket-variant/', body(event.id))).status).toBe(403);
    expect((await door.post(`/api/client/ticket-variant/${variants[0].id}/delete`)).status).toBe(403);
    const stranger = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
    expect((await stranger.get(`/api/client/ticket-variant/${variants[0].id}`)).status).toBe(404);
    expect((await stranger.post('/api/client/ticket-variant/', body(event.id))).status).toBe(404);
    expect(
      (await stranger.post(`/api/client/ticket-variant/${variants[0].id}/update`, body(event.id))).status,
    ).toBe(404);
  });
});
