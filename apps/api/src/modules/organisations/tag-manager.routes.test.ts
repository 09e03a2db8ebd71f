import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createOrganisation, signedInClient } from '../../../test/fixtures';

let testApp: TestApp;
let webDistDir: string;
let organizationId: string;

beforeAll(async () => {
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-web-'));
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Usher</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await startTestApp({ webDistDir });
  organizationId = await createOrganisation(testApp.db);
  const client = await signedInClient(testApp, organizationId, 'master');
  await client.post('/api/client/organization-details/update', { tagManagerId: 'GTM-AB12CD34' });
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

describe('Google Tag Manager on public pages', () => {
  it("injects the organiser's container into its public page, allowed by a nonce", async () => {
    const page = await fetch(`${testApp.baseUrl}/o/${organizationId}`);
    const html = await page.text();
    expect(html).toContain("'dataLayer','GTM-AB12CD34'");
    expect(html).toContain('https://www.googletagmanager.com/ns.html?id=GTM-AB12CD34');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('never injects it into the dashboard', async () => {
    for (const url of ['/', '/settings', '/analytics', '/sign-in']) {
      const page = await fetch(`${testApp.baseUrl}${url}`);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('googletagmanager');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    }
  });

  it("does not inject another organiser's container or any for an organiser without one", async () => {
    const plain = await createOrganisation(testApp.db);
    const html = await (await fetch(`${testApp.baseUrl}/o/${plain}`)).text();
    expect(html).not.toContain('googletagmanager');
  });
});
