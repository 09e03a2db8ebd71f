import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOrganisation, signedInClient } from '../../test/fixtures';
import { createActivityWithDate, validActivity } from '../../test/activity-fixtures';
import type { TestClient } from '../../test/test-client';
import { parseHtml } from '../../test/html-document';

/** A name that would end the heading, open a tag or run a script if React did not escape it. */
const HOSTILE_NAME = `Jazz "&" <b>'x'</b></h2><img src=x onerror=alert(1)><script>alert(1)</script>`;
const INDEX_HTML =
  '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc.js"></script></body></html>';
const REPO_ROOT = path.join(import.meta.dirname, '../../../..');
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

let testApp: TestApp;
let webDistDir: string;
let riverside: TestClient;
let harbour: TestClient;

beforeAll(async () => {
  // Inside the repository's node_modules, so the renderer finds React as it does in apps/web/dist.
  webDistDir = await fs.mkdtemp(path.join(REPO_ROOT, 'node_modules', '.usher-web-'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  // The renderers as `npm run build` writes them (apps/web/vite.server.config.ts): the real screens and React.
  const { build } = await import('vite');
  await build({
    root: WEB_DIR,
    configFile: path.join(WEB_DIR, 'vite.server.config.ts'),
    build: { outDir: path.join(webDistDir, 'server'), emptyOutDir: true },
    logLevel: 'silent',
  });
  testApp = await startTestApp({ webDistDir });
  riverside = await signedInClient(testApp, await createOrganisation(testApp.db, 'Riverside Live'));
  harbour = await signedInClient(testApp, await createOrganisation(testApp.db, 'Harbour Nights'));
}, 180_000);
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

/** The page as a browser parses it: the markup in #root before any script, and the lists it carries. */
async function openHome(client: TestClient, url = '/') {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  const document = await parseHtml(response.text);
  const root = document.getElementById('root');
  const home = document.getElementById('home-data');
  return {
    root,
    cards: [...(root?.querySelectorAll('article') ?? [])],
    home: home ? JSON.parse(home.textContent ?? '') : undefined,
    cacheControl: response.headers.get('cache-control'),
  };
}

async function renamedActivity(client: TestClient, name: string) {
  const { activity } = await createActivityWithDate(client, { published: true });
  expect(
    (await client.post(`/api/client/activity/${activity.id}/update`, { ...validActivity, name })).status,
  ).toBe(200);
  return activity as { id: string };
}

describe("a signed-in browser's events list", () => {
  it("is drawn in the HTML from exactly the lists the browser's own calls get, and never stored", async () => {
    const own = await renamedActivity(riverside, 'Jazz by the River');
    await renamedActivity(harbour, 'Quiz at the Harbour');

    const page = await openHome(riverside);

    const { body: list } = await riverside.get('/api/client/activity/');
    const { body: current } = await riverside.get('/api/client/event/current');
    expect(page.home).toEqual({ mode: 'future', activities: list.activities, currentEvents: current.events });
    expect(page.cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      list.activities.map((activity: { name: string }) => activity.name),
    );
    expect(page.cards[0]?.querySelector(`a[href="/activity/${own.id}/manage"]`)).not.toBeNull();
    expect(page.root?.textContent).toContain('Riverside Live');
    expect(page.root?.textContent).not.toContain('Harbour');
    expect(JSON.stringify(page.home)).not.toContain('Harbour');
    expect(page.cacheControl).toBe('no-store');
  });

  it('escapes what an organiser typed: their name is text, never a tag or a script', async () => {
    await renamedActivity(harbour, HOSTILE_NAME);

    const { root, cards } = await openHome(harbour);

    const card = cards.find((candidate) => candidate.getAttribute('aria-label') === HOSTILE_NAME);
    expect(card?.querySelector('h2')?.textContent).toBe(HOSTILE_NAME);
    expect(root?.querySelector('img, script, b')).toBeNull();
  });

  it('draws the past list on `/?mode=past`, with no events of today', async () => {
    const page = await openHome(riverside, '/?mode=past');

    const { body: past } = await riverside.get('/api/client/activity/past');
    expect(page.home).toEqual({ mode: 'past', activities: past.activities, currentEvents: null });
    expect(page.root?.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Past Events');
  });

  it("leaves the dashboard's other pages and a signed-out browser to the browser, as before", async () => {
    const other = await openHome(riverside, '/codes');
    expect(other.root?.innerHTML).toBe('');
    expect(other.home).toBeUndefined();

    const stranger = await openHome(testApp.client());
    expect(stranger.root?.innerHTML).toBe('');
    expect(stranger.home).toBeUndefined();
    expect(stranger.cacheControl).toBe('no-cache');
  });
});
