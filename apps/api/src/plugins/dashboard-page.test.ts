import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOrganisation, signedInClient } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';
import { SESSION_COOKIE } from '../modules/auth/session.service';
import { parseHtml } from '../../test/html-document';

const INDEX_HTML =
  '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc.js"></script></body></html>';
/** The web build's list of the dashboard home's route chunks (apps/web/build/dashboard-pages-plugin.ts). */
const HOME_CHUNKS = ['/assets/dashboard-layout-abc.js', '/assets/activities-screen-abc.js'];
const HOME_STYLE = '/assets/dashboard-layout-abc.css';

let testApp: TestApp;
let webDistDir: string;
let organiser: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-web-'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await fs.writeFile(
    path.join(webDistDir, 'dashboard-pages.json'),
    JSON.stringify({ '': [...HOME_CHUNKS, HOME_STYLE] }),
  );
  testApp = await startTestApp({ webDistDir });
  organiser = await signedInClient(testApp, await createOrganisation(testApp.db));
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

/** The page as a browser parses it: the embedded session answer, the preloaded files and the caching header. */
async function openPage(client: TestClient, url: string) {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const document = await parseHtml(response.text);
  const links = (rel: string) =>
    [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
  const data = document.getElementById('page-data');
  return {
    session: data ? JSON.parse(data.textContent ?? '') : undefined,
    modulePreloads: links('modulepreload'),
    stylesheets: links('stylesheet'),
    cacheControl: response.headers.get('cache-control'),
  };
}

describe('the dashboard page of a signed-in browser', () => {
  it("carries the session answer, preloads the home's route code and is never stored", async () => {
    const page = await openPage(organiser, '/');

    const { body: session } = await organiser.get('/api/auth/session');
    expect(session.authenticated).toBe(true);
    expect(page.session).toEqual(session);
    expect(page.session.user.email).toBe(organiser.member.email);
    expect(page.modulePreloads).toEqual(HOME_CHUNKS);
    expect(page.stylesheets).toEqual([HOME_STYLE]);
    expect(page.cacheControl).toBe('no-store');
  });

  it("carries a CSRF token the API accepts for this browser's session", async () => {
    const member = await signedInClient(testApp, await createOrganisation(testApp.db));
    const { session } = await openPage(member, '/?mode=past');
    const browser = testApp.client();
    browser.setCookie(SESSION_COOKIE, member.cookie(SESSION_COOKIE) ?? '');

    browser.csrfToken = 'not-the-token';
    expect((await browser.post('/api/auth/logout')).status).toBe(403);
    browser.csrfToken = session.csrfToken;
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
  });

  it("carries the session on the dashboard's other pages, without the home's route code", async () => {
    const page = await openPage(organiser, '/activity/abc/manage');

    expect(page.session.user.email).toBe(organiser.member.email);
    expect(page.modulePreloads).toEqual([]);
    expect(page.cacheControl).toBe('no-store');
  });
});

describe('the dashboard page of a signed-out browser', () => {
  it('carries no session and no route code, and may be kept by a cache as before', async () => {
    const stranger = testApp.client();
    const ended = testApp.client();
    ended.setCookie(SESSION_COOKIE, 'a-session-that-does-not-exist');

    for (const client of [stranger, ended]) {
      const page = await openPage(client, '/');
      expect(page.session).toBeUndefined();
      expect(page.modulePreloads).toEqual([]);
      expect(page.cacheControl).toBe('no-cache');
    }
  });

  it('carries no session once the browser has signed out', async () => {
    const leaving = await signedInClient(testApp, await createOrganisation(testApp.db));
    expect((await openPage(leaving, '/')).session.authenticated).toBe(true);

    expect((await leaving.post('/api/auth/logout')).status).toBe(200);

    expect((await openPage(leaving, '/')).session).toBeUndefined();
  });
});
