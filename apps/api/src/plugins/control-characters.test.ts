import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOrganisation, signedInClient } from '../../test/fixtures';
import { createActivityWithDate, validActivity } from '../../test/activity-fixtures';
import type { TestClient } from '../../test/test-client';

let testApp: TestApp;
let master: TestClient;
let eventId: string;
let variantId: string;
let activityId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  master = await signedInClient(testApp, await createOrganisation(testApp.db), 'master');
  const created = await createActivityWithDate(master);
  eventId = created.event.id;
  variantId = created.variants[0].id;
  activityId = created.activity.id;
  await master.post(`/api/client/activity/${activityId}/publish`);
});
afterAll(() => testApp.close());

const NUL = '\u0000';
const receiver = () => ({
  phoneNumber: '07700 900123',
  address: null,
  fullName: 'Mary Seacole',
  email: 'mary@example.test',
  customField1: 'Vegetarian',
  items: [{ identity: variantId, quantity: 1 }],
});
const ticketType = () => ({
  eventId,
  name: 'Standard',
  imageUrl: null,
  description: null,
  price: 0,
  maxTicketCount: 10,
});

/** Whether an answer refuses the request for its control characters, in the message or on the field. */
function refusesControlCharacters(response: { status: number; body: any }) {
  const messages = [response.body.message, ...Object.values(response.body.errors ?? {})];
  return response.status === 400 && messages.includes(MESSAGES.controlCharacters);
}

describe('text with control characters', () => {
  it('refuses a NUL in the sign-in email with a 400, signed out', async () => {
    const response = await testApp.client().login(`mary${NUL}@example.test`, 'whatever it is');
    expect(refusesControlCharacters(response)).toBe(true);
  });

  const signedInCases: [string, () => [string, unknown]][] = [
    ['an activity name', () => ['/api/client/activity/', { ...validActivity, name: `Jazz${NUL}` }]],
    [
      'an activity custom field',
      () => ['/api/client/activity/', { ...validActivity, customField2: `Allergies${NUL}` }],
    ],
    ['a ticket type name', () => ['/api/client/ticket-variant/', { ...ticketType(), name: `VIP${NUL}` }]],
    [
      'a ticket type description',
      () => ['/api/client/ticket-variant/', { ...ticketType(), description: `Front row${NUL}` }],
    ],
    [
      'an organiser name',
      () => ['/api/client/manage-org/org/create', { name: `Stage${NUL}`, avatarUrl: null }],
    ],
    ['organiser details', () => ['/api/client/organization-details/update', { link: `example.test/${NUL}` }]],
    [
      'a promotion description',
      () => [
        '/api/client/shop-admin-hub/enable-shop-promotion',
        { settings: { oneLineDescription: `Come${NUL}` } },
      ],
    ],
    ['a free-order name', () => ['/api/client/order/free', { ...receiver(), fullName: `Mary${NUL}` }]],
    [
      'a free-order phone',
      () => ['/api/client/order/free', { ...receiver(), phoneNumber: `0770${NUL}0900123` }],
    ],
    [
      'a free-order address',
      () => [
        '/api/client/order/free',
        {
          ...receiver(),
          address: { country: 'UK', city: 'London', line1: `1 High St${NUL}`, line2: null, postCode: 'E1' },
        },
      ],
    ],
    ['a free-order answer', () => ['/api/client/order/free', { ...receiver(), customField1: `Veg${NUL}` }]],
    ['DEL in a name', () => ['/api/client/manage-org/org/create', { name: 'Stage\u007f', avatarUrl: null }]],
    [
      'a lone surrogate in a description',
      () => ['/api/client/activity/', { ...validActivity, description: '<p>\uD83D</p>' }],
    ],
    [
      'a tab in a one-line name',
      () => ['/api/client/manage-org/org/create', { name: 'Main\tStage', avatarUrl: null }],
    ],
  ];

  it.each(signedInCases)('refuses %s with a 400 and changes nothing', async (_, request) => {
    const [url, body] = request();
    const before = await rowCounts();
    const response = await master.post(url, body);
    expect(response.status).toBe(400);
    expect(refusesControlCharacters(response)).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a NUL in the guest-list search', async () => {
    const response = await master.get(`/api/client/check-in/${eventId}/guest-list/?search=Mary%00`);
    expect(refusesControlCharacters(response)).toBe(true);
  });

  it('refuses a NUL in a scanned check-in code', async () => {
    const response = await master.post(`/api/client/check-in/${eventId}/check-in/abc%00def`);
    expect(refusesControlCharacters(response)).toBe(true);
  });

  it('refuses a NUL in a manual check-in ticket id', async () => {
    const response = await master.post(`/api/client/check-in/${eventId}/manual-check-in/abc%00def`);
    expect(refusesControlCharacters(response)).toBe(true);
  });

  it('keeps line breaks and tabs in multi-line text, and paired surrogates (emoji) anywhere', async () => {
    const description = '<p>Doors at 7</p>\n\t<p>Bar until late 🍸</p>\r\n';
    const created = await master.post('/api/client/activity/', {
      ...validActivity,
      name: 'Jazz 🎷',
      description,
    });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe('Jazz 🎷');
    expect(created.body.description).toContain('🍸');
  });
});

describe('text length', () => {
  it('refuses a free-order address part longer than its maximum', async () => {
    const response = await master.post('/api/client/order/free', {
      ...receiver(),
      address: {
        country: 'UK',
        city: 'x'.repeat(1_000_000),
        line1: '1 High St',
        line2: null,
        postCode: 'E1',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors['address.city']).toBe(MESSAGES.textTooLong(100));
  });
});

async function rowCounts() {
  const tables = ['activities', 'events', 'ticket_variants', 'orders', 'tickets', 'organizations'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await testApp.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
