import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient, type RoleSet } from '../../../test/fixtures';

// The webhook routes on the real database (§6, tenancy, validation, the secret shown once). What is sent is in
// webhook-delivery.test.ts, the URL guard in url-guard.test.ts.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ webhooksAllowPrivateUrls: true });
});
afterAll(() => testApp.close());

const body = { url: 'https://hooks.example.test/usher', events: ['order.paid', 'ticket.checked_in'] };

async function organiser(roleSet: RoleSet = 'master') {
  const organizationId = await createOrganisation(testApp.db);
  return { organizationId, client: await signedInClient(testApp, organizationId, roleSet) };
}

describe('POST /api/client/webhooks', () => {
  it('answers 201 with the secret once; the list never carries it', async () => {
    const { client } = await organiser();
    const created = await client.post('/api/client/webhooks', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: body.url, events: body.events, status: 'active' });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.body.secret.slice(6), 'base64')).toHaveLength(32);
    const list = await client.get('/api/client/webhooks');
    expect(list.status).toBe(200);
    expect(list.body.webhooks).toEqual([
      {
        id: created.body.id,
        url: body.url,
        events: body.events,
        status: 'active',
        createdAt: created.body.createdAt,
      },
    ]);
    expect(list.text).not.toContain(created.body.secret.slice(6));
  });

  it.each([
    ['no events', { ...body, events: [] }, 'events', MESSAGES.webhookEventsRequired],
    ['an unknown event', { ...body, events: ['order.shipped'] }, 'events.0', undefined],
    ['a blank URL', { url: '', events: body.events }, 'url', MESSAGES.webhookUrlRequired],
    ['a URL that is no URL', { url: 'not a url', events: body.events }, 'url', MESSAGES.webhookUrlRequired],
    ['no URL', { events: body.events }, 'url', MESSAGES.webhookUrlRequired],
    [
      'a URL of 2,000+ characters',
      { url: `https://example.test/${'a'.repeat(2001)}`, events: body.events },
      'url',
      MESSAGES.urlTooLong,
    ],
  ])('refuses %s with 400 on its field and stores nothing', async (_label, request, field, message) => {
    const { organizationId, client } = await organiser();
    const response = await client.post('/api/client/webhooks', request);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(Object.keys(response.body.errors)).toContain(field);
    if (message) expect(response.body.errors[field]).toBe(message);
    const stored = await testApp.db
      .selectFrom('webhooks')
      .select('id')
      .where('organization_id', '=', organizationId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('§6 and tenancy', () => {
  it.each(['masterWithoutControl', 'admin', 'controller', 'none'] as const)(
    'answers 403 to %s on every route, changing nothing',
    async (roleSet) => {
      const { organizationId, client: master } = await organiser();
      const created = (await master.post('/api/client/webhooks', body)).body;
      const other = await signedInClient(testApp, organizationId, roleSet);
      const deliveryId = crypto.randomUUID();
      const answers = await Promise.all([
        other.post('/api/client/webhooks', body),
        other.get('/api/client/webhooks'),
        other.post(`/api/client/webhooks/${created.id}/delete`),
        other.get(`/api/client/webhooks/${created.id}/deliveries`),
        other.post(`/api/client/webhooks/${created.id}/deliveries/${deliveryId}/redeliver`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
      expect((await master.get('/api/client/webhooks')).body.webhooks).toHaveLength(1);
    },
  );

  it("answers 404 for another organiser's webhook, and signed out 401", async () => {
    const { client: owner } = await organiser();
    const created = (await owner.post('/api/client/webhooks', body)).body;
    const { client: stranger } = await organiser();
    const deliveryId = crypto.randomUUID();
    expect((await stranger.post(`/api/client/webhooks/${created.id}/delete`)).status).toBe(404);
    expect((await stranger.get(`/api/client/webhooks/${created.id}/deliveries`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/client/webhooks/${created.id}/deliveries/${deliveryId}/redeliver`)).status,
    ).toBe(404);
    expect((await stranger.get('/api/client/webhooks')).body.webhooks).toEqual([]);
    expect((await owner.get('/api/client/webhooks')).body.webhooks).toHaveLength(1);
    expect((await testApp.client().get('/api/client/webhooks')).status).toBe(401);
  });

  it('deletes a webhook once: a second delete and a malformed id answer 404', async () => {
    const { client } = await organiser();
    const created = (await client.post('/api/client/webhooks', body)).body;
    expect((await client.post(`/api/client/webhooks/${created.id}/delete`)).body).toEqual({ result: true });
    expect((await client.post(`/api/client/webhooks/${created.id}/delete`)).status).toBe(404);
    expect((await client.post('/api/client/webhooks/not-an-id/delete')).status).toBe(404);
    expect((await client.get('/api/client/webhooks')).body.webhooks).toEqual([]);
  });

  it('answers 400 to a malformed deliveries cursor and 404 to an unknown delivery', async () => {
    const { client } = await organiser();
    const created = (await client.post('/api/client/webhooks', body)).body;
    const badCursor = await client.get(`/api/client/webhooks/${created.id}/deliveries?after=yesterday`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors).toHaveProperty('after');
    const empty = await client.get(`/api/client/webhooks/${created.id}/deliveries`);
    expect(empty.body).toEqual({ deliveries: [], nextCursor: null });
    const unknown = crypto.randomUUID();
    expect(
      (await client.post(`/api/client/webhooks/${created.id}/deliveries/${unknown}/redeliver`)).status,
    ).toBe(404);
  });
});
