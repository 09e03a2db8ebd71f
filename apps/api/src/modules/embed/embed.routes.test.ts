import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';
import { createActivityWithDate } from '../../../test/activity-fixtures';
import type { TestClient } from '../../../test/test-client';

let testApp: TestApp;
let webDistDir: string;
let organizationId: string;
let master: TestClient;
let activityId: string;
let eventId: string;

beforeAll(async () => {
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-web-'));
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await startTestApp({ webDistDir });
  organizationId = await createOrganisation(testApp.db);
  master = await signedInClient(testApp, organizationId, 'master');
  const { activity, event } = await createActivityWithDate(master);
  await master.post(`/api/client/activity/${activity.id}/publish`);
  activityId = activity.id;
  eventId = event.id;
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

describe('GET /embed.js', () => {
  it('serves a script of at most 5 KB gzipped that frames and hears only this Usher', async () => {
    const answer = await fetch(`${testApp.baseUrl}/embed.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await answer.text();
    expect(zlib.gzipSync(script).length).toBeLessThanOrEqual(5 * 1024);
    const origin = new URL(testApp.baseUrl).origin;
    expect(script).toContain(`var USHER_ORIGIN = '${origin}';`);
    expect(script).toContain('message.origin !== USHER_ORIGIN');
    expect(script).not.toContain('__USHER_ORIGIN__');
  });
});

describe('framing', () => {
  const frameHeaders = async (url: string) => {
    const page = await fetch(`${testApp.baseUrl}${url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    return {
      csp: page.headers.get('content-security-policy') ?? '',
      xfo: page.headers.get('x-frame-options'),
    };
  };

  it('lets any site frame the embedded pages, and only them', async () => {
    for (const url of [`/embed/e/${eventId}`, `/embed/a/${activityId}`, `/embed/o/${organizationId}`]) {
      const { csp, xfo } = await frameHeaders(url);
      expect(csp).toContain('frame-ancestors *');
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(xfo).toBeNull();
    }
    for (const url of [
      `/e/${eventId}`,
      `/a/${activityId}`,
      `/o/${organizationId}`,
      '/checkout/some-hold',
      '/continue/some-event',
      '/',
      '/embed',
      '/embedded/e/1',
    ]) {
      const { csp, xfo } = await frameHeaders(url);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(xfo).toBe('DENY');
    }
  });

  it('lets the embedded page of an organiser with Google Tag Manager be framed too, with its nonce', async () => {
    await master.post('/api/client/organization-details/update', { tagManagerId: 'GTM-AB12CD34' });
    const { csp, xfo } = await frameHeaders(`/embed/e/${eventId}`);
    expect(csp).toContain("'nonce-");
    expect(csp).toContain('frame-ancestors *');
    expect(xfo).toBeNull();
    const full = await frameHeaders(`/e/${eventId}`);
    expect(full.csp).toContain("frame-ancestors 'none'");
    expect(full.xfo).toBe('DENY');
  });

  it("carries the date's data in the embedded page, as in its full page", async () => {
    const html = await (await fetch(`${testApp.baseUrl}/embed/e/${eventId}`)).text();
    expect(html).toContain(`"id":"${eventId}"`);
    expect(html).toContain(`${testApp.baseUrl}/e/${eventId}`);
  });
});
