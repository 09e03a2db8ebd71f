import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOrganisation, signedInClient } from '../../test/fixtures';
import { createActivityWithDate } from '../../test/activity-fixtures';
import { loadConfig } from '../config';

const PUBLIC_PER_MINUTE = 6;
const PDF_PER_MINUTE = 2;
const PROMO_PER_MINUTE = 3;

let testApp: TestApp;
let organizationId: string;
let ticketId: string;
let eventId: string;
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

beforeAll(async () => {
  testApp = await startTestApp({
    trustProxy: true,
    rateLimit: {
      publicPerMinute: PUBLIC_PER_MINUTE,
      pdfPerMinute: PDF_PER_MINUTE,
      promoPerMinute: PROMO_PER_MINUTE,
    },
  });
  organizationId = await createOrganisation(testApp.db);
  const master = await signedInClient(testApp, organizationId, 'master');
  const { activity, event, variants } = await createActivityWithDate(master);
  eventId = event.id;
  await master.post(`/api/client/activity/${activity.id}/publish`);
  const order = await master.post('/api/client/order/free', {
    phoneNumber: '07700 900123',
    fullName: 'Mary Seacole',
    email: 'mary@example.test',
    customField1: 'Vegetarian',
    items: [{ identity: variants[0].id, quantity: 1 }],
  });
  ticketId = order.body.tickets[0].ticketExternalId;
});
afterAll(() => testApp.close());

const getFrom = (address: string, url: string) =>
  fetch(`${testApp.baseUrl}${url}`, { headers: { 'x-forwarded-for': address } });

async function statusesOf(address: string, url: string, count: number) {
  const statuses = [];
  for (let request = 0; request < count; request++) statuses.push((await getFrom(address, url)).status);
  return statuses;
}

describe('rate limits on public routes', () => {
  it('answers 429 in the app shape once an address goes over the limit, and not another address', async () => {
    const busy = freshAddress();
    const url = `/api/public/organization/${organizationId}`;
    expect(await statusesOf(busy, url, PUBLIC_PER_MINUTE)).toEqual(Array(PUBLIC_PER_MINUTE).fill(200));
    const refused = await getFrom(busy, url);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await getFrom(freshAddress(), url)).status).toBe(200);
  });

  it('shares one budget over the public pages, short links and the session check', async () => {
    const busy = freshAddress();
    const urls = [
      `/api/public/organization/${organizationId}`,
      `/api/public/ticket/${ticketId}`,
      '/api/auth/session',
      '/s/nosuchcode',
    ];
    for (let request = 0; request < PUBLIC_PER_MINUTE; request++) {
      expect((await getFrom(busy, urls[request % urls.length]!)).status).not.toBe(429);
    }
    for (const url of urls) expect((await getFrom(busy, url)).status).toBe(429);
  });

  it('gives the ticket PDF a budget of its own', async () => {
    const busy = freshAddress();
    const pdf = `/api/public/ticket/${ticketId}/pdf`;
    expect(await statusesOf(busy, pdf, PDF_PER_MINUTE + 1)).toEqual([
      ...Array(PDF_PER_MINUTE).fill(200),
      429,
    ]);
    expect((await getFrom(busy, `/api/public/ticket/${ticketId}`)).status).toBe(200);
  });

  it('keeps promo code guesses to a small budget of their own, so codes cannot be found by brute force', async () => {
    const busy = freshAddress();
    const visitor = testApp.client();
    const guess = (code: string) =>
      visitor.request('POST', `/api/public/event/${eventId}/promo`, {
        body: { code },
        headers: { 'x-forwarded-for': busy },
      });
    for (let attempt = 0; attempt < PROMO_PER_MINUTE; attempt++) {
      expect((await guess(`GUESS${attempt}`)).status).toBe(404);
    }
    const refused = await guess('GUESSAGAIN');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests });
    expect((await getFrom(busy, `/api/public/event/${eventId}`)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    const url = `/api/public/organization/${organizationId}`;
    for (let host = 1; host <= PUBLIC_PER_MINUTE; host++) {
      expect((await getFrom(`2001:db8:0:9::${host}`, url)).status).toBe(200);
    }
    expect((await getFrom('2001:db8:0:9::ffff', url)).status).toBe(429);
    expect((await getFrom('2001:db8:0:a::1', url)).status).toBe(200);
  });

  it('never limits signed-in routes', async () => {
    const busy = freshAddress();
    const master = await signedInClient(testApp, organizationId, 'master');
    for (let request = 0; request < PUBLIC_PER_MINUTE + 2; request++) {
      const user = await master.request('GET', '/api/client/user', { headers: { 'x-forwarded-for': busy } });
      expect(user.status).toBe(200);
    }
  });
});

describe('rate limit settings', () => {
  it('defaults to limits an on-sale rush behind one address never reaches, and reads the environment', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      publicPerMinute: 3000,
      pdfPerMinute: 300,
      promoPerMinute: 30,
    });
    const tuned = loadConfig({
      RATE_LIMIT_PUBLIC_PER_MINUTE: '600',
      RATE_LIMIT_PDF_PER_MINUTE: '0',
      RATE_LIMIT_PROMO_PER_MINUTE: '10',
    });
    expect(tuned.rateLimit).toEqual({ publicPerMinute: 600, pdfPerMinute: 0, promoPerMinute: 10 });
  });
});
