import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate, validActivity } from '../../../test/activity-fixtures';
import { placeHold } from '../../../test/checkout-fixtures';
import type { TestClient } from '../../../test/test-client';
import { parseHtml } from '../../../test/html-document';

/** A name that would end the heading, open a tag or run a script if React did not escape it. */
const HOSTILE_NAME = `Jazz "&" <b>'x'</b></h1><img src=x onerror=alert(1)><script>alert(1)</script>`;
const PUBLIC_HTML =
  '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/public-abc.js"></script></body></html>';
const REPO_ROOT = path.join(import.meta.dirname, '../../../../..');
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

let testApp: TestApp;
let webDistDir: string;
let master: TestClient;
let organizationId: string;

beforeAll(async () => {
  // Inside the repository's node_modules, so the renderer finds React as it does in apps/web/dist.
  webDistDir = await fs.mkdtemp(path.join(REPO_ROOT, 'node_modules', '.usher-web-'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root">dashboard</div>');
  await fs.writeFile(path.join(webDistDir, 'public.html'), PUBLIC_HTML);
  // The renderer as `npm run build` writes it (apps/web/vite.server.config.ts): the real screens and React.
  const { build } = await import('vite');
  await build({
    root: WEB_DIR,
    configFile: path.join(WEB_DIR, 'vite.server.config.ts'),
    build: { outDir: path.join(webDistDir, 'server'), emptyOutDir: true },
    logLevel: 'silent',
  });
  testApp = await startTestApp({ webDistDir });
  organizationId = await createOrganisation(testApp.db, 'Riverside Promotions');
  master = await signedInClient(testApp, organizationId, 'master');
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

const page = (url: string) => fetch(`${testApp.baseUrl}${url}`);

/** The document as a browser parses it, and the page's markup as it arrives (before any script runs). */
async function parse(response: Response) {
  const html = await response.text();
  const document = await parseHtml(html);
  const root = document.getElementById('root');
  return {
    html,
    root,
    text: root?.textContent?.replace(/\s+/g, ' ') ?? '',
    scripts: [...document.querySelectorAll('script')].map((script) => script.id || script.src),
  };
}

async function publishedEvent(name = validActivity.name) {
  const { activity, event, variants } = await createActivityWithDate(master, {
    startAt: '2030-07-14T18:30:00.000Z',
    variants: [{ name: 'Front row', price: 1500, max: 2 }],
    published: true,
  });
  if (name !== validActivity.name) {
    const saved = await master.post(`/api/client/activity/${activity.id}/update`, { ...validActivity, name });
    expect(saved.status).toBe(200);
  }
  return { activity, event, variant: variants[0]! };
}

describe('public pages rendered on the server', () => {
  it("paints /e/{id}'s name, time and tickets from the HTML, before any script", async () => {
    const { event } = await publishedEvent();
    const { html, root, text } = await parse(await page(`/e/${event.id}`));
    expect(root?.querySelector('h1')?.textContent).toBe('Jazz by the River');
    expect(text).toContain('14 Jul 2030, 19:30');
    expect(root?.querySelector('#tickets-title')?.textContent).toBe('Tickets');
    expect(text).toContain('Front row');
    expect(text).toContain('Get tickets');
    expect(html.indexOf('Front row')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('escapes what an organiser typed: their name is text, never a tag or a script', async () => {
    const { event } = await publishedEvent(HOSTILE_NAME);
    const { root, scripts } = await parse(await page(`/e/${event.id}`));
    expect(root?.querySelector('h1')?.textContent).toBe(HOSTILE_NAME);
    expect(root?.querySelector('img, script, b')).toBeNull();
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe('page-data');
    expect(scripts[1]).toContain('/assets/public-abc.js');
  });

  it('shows holds and changes of the date in the next page served', async () => {
    const { activity, event, variant } = await publishedEvent();
    expect((await parse(await page(`/e/${event.id}`))).text).not.toContain('Sold out');
    const renamed = { ...validActivity, name: 'Blues by the River' };
    expect((await master.post(`/api/client/activity/${activity.id}/update`, renamed)).status).toBe(200);
    const { root } = await parse(await page(`/e/${event.id}`));
    expect(root?.querySelector('h1')?.textContent).toBe('Blues by the River');

    const held = await placeHold(testApp.client(), event.id, [{ identity: variant.id, quantity: 2 }]);
    expect(held.status).toBe(201);
    expect((await parse(await page(`/e/${event.id}`))).text).toContain('Sold out');
  });

  it('renders the activity and organiser pages, and leaves an unknown date to the browser', async () => {
    const { activity } = await publishedEvent();
    // One date alone sends the browser on to that date's page: a second one keeps the activity's own page.
    const secondDate = await master.post('/api/client/event/', {
      activityId: activity.id,
      startAt: '2030-07-21T18:30:00.000Z',
      endAt: null,
      doorsOpenAt: null,
      maxTicketCount: 100,
    });
    expect(secondDate.status).toBe(200);
    const activityPage = await parse(await page(`/a/${activity.id}`));
    expect(activityPage.root?.querySelector('h1')?.textContent).toBe('Jazz by the River');
    const organiserPage = await parse(await page(`/o/${organizationId}`));
    expect(organiserPage.root?.querySelector('h1')?.textContent).toBe('Riverside Promotions');

    const unknown = await page('/e/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<div id="root"></div>');
  });

  it('never serves the renderer itself', async () => {
    expect((await page('/server/public-server.js')).status).toBe(404);
  });
});
