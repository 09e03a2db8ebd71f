import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createOrganisation, signedInClient } from '../../test/fixtures';
import { createActivityWithDate } from '../../test/activity-fixtures';
import type { TestClient } from '../../test/test-client';

let testApp: TestApp;
let webDistDir: string;
let organizationId: string;
let master: TestClient;

beforeAll(async () => {
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-web-'));
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div></body></html>',
  );
  await fs.mkdir(path.join(webDistDir, 'assets'));
  await fs.writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("usher");');
  await fs.writeFile(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"Usher door"}');
  testApp = await startTestApp({ webDistDir });
  organizationId = await createOrganisation(testApp.db);
  master = await signedInClient(testApp, organizationId, 'master');
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

/** Permissions-Policy features Chromium recognises; it warns on the console of every page about any other. */
const CHROMIUM_FEATURES = new Set([
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]);

function expectPageHeaders(headers: Headers) {
  expect(headers.get('content-type')).toMatch(/^text\/html/);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  expect(permissions).toContain('camera=(self)');
  expect(permissions).toContain('microphone=()');
  expect(permissions).toContain('geolocation=()');
  const features = permissions.split(',').map((directive) => directive.trim().split('=')[0]!);
  expect(features.filter((feature) => !CHROMIUM_FEATURES.has(feature))).toEqual([]);
  expect(headers.get('cache-control')).toBe('no-cache');
}

describe('headers of pages', () => {
  it.each(['/', '/index.html', '/events', '/sign-in?next=%2F', '/t/some-ticket-id'])(
    'gives %s the page headers',
    async (url) => {
      const page = await fetch(`${testApp.baseUrl}${url}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expectPageHeaders(page.headers);
    },
  );

  it('gives a public page with Google Tag Manager the same headers, its CSP allowing the nonce', async () => {
    await master.post('/api/client/organization-details/update', { tagManagerId: 'GTM-AB12CD34' });
    const page = await fetch(`${testApp.baseUrl}/o/${organizationId}`);
    expectPageHeaders(page.headers);
    expect(page.headers.get('content-security-policy')).toContain("'nonce-");
  });

  it('gives the API docs page the same headers', async () => {
    const docs = await fetch(`${testApp.baseUrl}/api/docs/static/index.html`);
    expect(docs.status).toBe(200);
    expectPageHeaders(docs.headers);
  });

  it("lets the page register the door's service worker and manifest, served fresh each time", async () => {
    const page = await fetch(`${testApp.baseUrl}/`);
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    const worker = await fetch(`${testApp.baseUrl}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${testApp.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets built scripts be cached for a year and never sniffed', async () => {
    const script = await fetch(`${testApp.baseUrl}/assets/index-abc123.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('headers of API answers', () => {
  it('never lets a JSON answer be cached or sniffed: data, errors and the guest list', async () => {
    const { activity, event } = await createActivityWithDate(master);
    await master.post(`/api/client/activity/${activity.id}/publish`);
    const answers = [
      await master.get('/api/auth/session'),
      await master.get('/api/client/user'),
      await master.get(`/api/client/check-in/${event.id}/guest-list/`),
      await testApp.client().get('/api/client/user'),
      await master.get('/api/client/nothing-here'),
      await master.post('/api/client/manage-org/org/create', { name: '' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});
