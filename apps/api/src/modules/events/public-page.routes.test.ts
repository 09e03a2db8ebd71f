import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, validActivity } from '../../../test/activity-fixtures';
import type { TestClient } from '../../../test/test-client';
import { placeHold } from '../../../test/checkout-fixtures';
import { QueryCounter } from '../../../test/query-counter';
import { parseHtml } from '../../../test/html-document';

/** A name that would end the attribute, the title and the data's script if any of them were not escaped. */
const HOSTILE_NAME = `Jazz "&" <b>'x'</b></title></script><script>alert(1)</script>`;
const PUBLIC_HTML =
  '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/public-abc.js"></script></body></html>';
/** The web build's list of each public page's own chunks (apps/web/build/public-pages-plugin.ts). */
const PUBLIC_PAGES = {
  e: ['/assets/public-event-screen-abc.js'],
  a: ['/assets/public-activity-screen-abc.js'],
  checkout: ['/assets/public-app-abc.js', '/assets/public-app-abc.css'],
};

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const counter = new QueryCounter();
let testApp: TestApp;
let webDistDir: string;
let master: TestClient;
let organizationId: string;

beforeAll(async () => {
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-web-'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root">dashboard</div>');
  await fs.writeFile(path.join(webDistDir, 'public.html'), PUBLIC_HTML);
  await fs.writeFile(path.join(webDistDir, 'public-pages.json'), JSON.stringify(PUBLIC_PAGES));
  testApp = await startTestApp({ webDistDir }, { databasePlugins: [counter] });
  organizationId = await createOrganisation(testApp.db, 'Riverside Promotions');
  master = await signedInClient(testApp, organizationId, 'master');
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

const page = (url: string) => fetch(`${testApp.baseUrl}${url}`);

/** The document as a browser parses it: meta contents and the page data's text, unescaped by the parser. */
async function parse(response: Response) {
  const html = await response.text();
  const document = await parseHtml(html);
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const dataElement = document.getElementById('page-data');
  return {
    html,
    meta,
    title: document.title,
    scripts: document.querySelectorAll('script').length,
    dataType: dataElement?.getAttribute('type'),
    data: dataElement ? JSON.parse(dataElement.textContent ?? '') : undefined,
  };
}

async function publishedEvent(name = validActivity.name) {
  const { activity, event } = await createActivityWithDate(master, {
    startAt: '2030-07-14T18:30:00.000Z',
    published: true,
  });
  if (name !== validActivity.name) {
    const saved = await master.post(`/api/client/activity/${activity.id}/update`, { ...validActivity, name });
    expect(saved.status).toBe(200);
  }
  return { activity, event };
}

describe('public pages served with their preview and data', () => {
  it('embeds the copy of a date its API route serves: no second read of it, and a hold shows at once', async () => {
    const { event } = await publishedEvent();
    counter.count = 0;
    expect((await page(`/e/${event.id}`)).status).toBe(200);
    const coldStatements = counter.count;
    counter.count = 0;
    const warm = await parse(await page(`/e/${event.id}`));
    expect(counter.count).toBeLessThan(coldStatements);

    const api = await testApp.client().get(`/api/public/event/${event.id}`);
    expect(warm.data).toEqual(api.body);
    const variant = api.body.ticketVariants[0];
    expect(variant.reservedCount).toBe(0);
    const held = await placeHold(testApp.client(), event.id, [{ identity: variant.id, quantity: 2 }]);
    expect(held.status).toBe(201);
    const after = await parse(await page(`/e/${event.id}`));
    expect(after.data.ticketVariants[0].reservedCount).toBe(2);
  });

  it('gives /e/{id} its Open Graph and Twitter tags and the API answer, from the public entry', async () => {
    const { event } = await publishedEvent();
    const response = await page(`/e/${event.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const parsed = await parse(response);
    expect(parsed.html).toContain('/assets/public-abc.js');
    expect(parsed.title).toBe('Jazz by the River');
    expect(parsed.meta('og:title')).toBe('Jazz by the River');
    expect(parsed.meta('og:description')).toBe(
      '14 Jul 2030, 19:30 · 1 Riverside, London, SE1 9PX, United Kingdom · Riverside Promotions',
    );
    expect(parsed.meta('og:url')).toBe(`${testApp.config.publicUrl}/e/${event.id}`);
    expect(parsed.meta('twitter:card')).toBe('summary');
    expect(parsed.dataType).toBe('application/json');
    const api = await testApp.client().get(`/api/public/event/${event.id}`);
    expect(parsed.data).toEqual(api.body);
  });

  it("escapes an attacker's event name in the title, the tags and the data", async () => {
    const { event, activity } = await publishedEvent(HOSTILE_NAME);
    for (const url of [`/e/${event.id}`, `/a/${activity.id}`]) {
      const parsed = await parse(await page(url));
      expect(parsed.title).toBe(HOSTILE_NAME);
      expect(parsed.meta('og:title')).toBe(HOSTILE_NAME);
      expect(parsed.meta('twitter:title')).toBe(HOSTILE_NAME);
      expect(parsed.data.name).toBe(HOSTILE_NAME);
      // The data script and the entry: the name opened no script of its own.
      expect(parsed.scripts).toBe(2);
      expect(parsed.html).not.toContain('<script>alert');
      expect(parsed.html).toContain('\\u003c/script\\u003e');
    }
  });

  it('gives the image as an absolute og:image with a large Twitter card', async () => {
    const { activity, event } = await publishedEvent();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'poster.png');
    const upload = await master.request('POST', '/api/client/storage/raw', { form });
    const imageUrl = upload.body.url as string;
    const saved = await master.post(`/api/client/activity/${activity.id}/update`, {
      ...validActivity,
      imageUrl,
    });
    expect(saved.status).toBe(200);
    const parsed = await parse(await page(`/e/${event.id}`));
    expect(parsed.meta('og:image')).toBe(`${testApp.config.publicUrl}${imageUrl}`);
    expect(parsed.meta('twitter:card')).toBe('summary_large_image');
  });

  it('gives the activity and organiser pages their data', async () => {
    const { activity } = await publishedEvent();
    const activityPage = await parse(await page(`/a/${activity.id}`));
    expect(activityPage.data).toEqual(
      (await testApp.client().get(`/api/public/activity/${activity.id}`)).body,
    );
    const organiserPage = await parse(await page(`/o/${organizationId}`));
    expect(organiserPage.meta('og:title')).toBe('Riverside Promotions');
    expect(organiserPage.data).toEqual(
      (await testApp.client().get(`/api/public/organization/${organizationId}`)).body,
    );
  });

  it('serves an unknown or unpublished page from the public entry with no data', async () => {
    const { event } = await createActivityWithDate(master);
    for (const url of [
      `/e/${event.id}`,
      '/e/00000000-0000-4000-8000-000000000000',
      '/checkout/x',
      '/waitlist/x',
    ]) {
      const parsed = await parse(await page(url));
      expect(parsed.html).toContain('/assets/public-abc.js');
      expect(parsed.data).toBeUndefined();
      expect(parsed.meta('og:title')).toBeUndefined();
    }
  });

  it("lists the page's own chunk in its head, so it downloads with the entry, and no other page's", async () => {
    const { activity, event } = await publishedEvent();
    const preloads = async (url: string) => {
      const document = await parseHtml(await (await page(url)).text());
      return [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"]')].map(
        (link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`,
      );
    };
    expect(await preloads(`/e/${event.id}`)).toEqual(['modulepreload /assets/public-event-screen-abc.js']);
    expect(await preloads(`/a/${activity.id}`)).toEqual([
      'modulepreload /assets/public-activity-screen-abc.js',
    ]);
    expect(await preloads('/e/00000000-0000-4000-8000-000000000000')).toEqual([
      'modulepreload /assets/public-event-screen-abc.js',
    ]);
    expect(await preloads('/checkout/x')).toEqual([
      'modulepreload /assets/public-app-abc.js',
      'stylesheet /assets/public-app-abc.css',
    ]);
    expect(await preloads('/o/x')).toEqual([]);
  });

  it('serves the dashboard from its own entry', async () => {
    for (const url of ['/', '/sign-in', '/activity/create']) {
      expect(await (await page(url)).text()).toContain('dashboard');
    }
  });

  it("gives a guest's ticket its data, out of caches and search engines, never naming the guest", async () => {
    const { variants } = await createActivityWithDate(master, { published: true });
    const order = await master.post('/api/client/order/free', {
      phoneNumber: '07700 900123',
      address: null,
      fullName: 'Mary Seacole',
      email: 'mary@example.test',
      customField1: 'Vegetarian',
      items: [{ identity: variants[0].id, quantity: 1 }],
    });
    expect(order.status).toBe(200);
    const externalId = order.body.tickets[0].ticketExternalId as string;
    const response = await page(`/t/${externalId}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const parsed = await parse(response);
    expect(parsed.data).toEqual((await testApp.client().get(`/api/public/ticket/${externalId}`)).body);
    expect(parsed.meta('og:title')).toBe('Ticket · Jazz by the River');
    expect(parsed.meta('og:description')).not.toContain('Mary');
  });
});
