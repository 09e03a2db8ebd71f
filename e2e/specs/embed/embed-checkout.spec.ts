import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { seedPublishedEvent } from '../../support/seed-events';

// Issue 29 §3: an organiser's own website (another site: 127.0.0.2, not Usher's 127.0.0.1) embeds a date; a
// customer whose browser blocks third-party cookies buys two tickets from it and pays in a new tab.

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/**
 * The organiser's website: `/?event=` (`/?activity=`) embeds a date (an activity) with the snippet, `/?frame=`
 * frames a date's full page.
 */
function startOrganiserSite(usherUrl: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://site').searchParams;
    const frame = encodeURIComponent(query.get('frame') ?? '');
    const [kind, page] = query.has('activity') ? ['activity', 'a'] : ['event', 'e'];
    const id = encodeURIComponent(query.get(kind) ?? '');
    const body = frame
      ? `<iframe title="Full page" src="${usherUrl}/e/${frame}"></iframe>`
      : `<h1>Our concerts</h1><div data-usher-${kind}="${id}"><a href="${usherUrl}/${page}/${id}">Tickets</a></div>` +
        `<p>After the tickets</p><script src="${usherUrl}/embed.js" async></script>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Organiser</title></head><body>${body}</body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.2', () => resolve(server)));
}

let site: http.Server;
let siteUrl: string;
/** The browsers' profile folders, removed once every browser of the file has closed. */
const profiles: string[] = [];

/**
 * A Chromium whose profile blocks third-party cookies or allows them: Chrome's own setting (Settings › Privacy ›
 * Third-party cookies), written in the profile's preferences, since Chromium has no launch switch for it any more
 * (its --test-third-party-cookie-phaseout changes nothing in this version: proved by the control below).
 */
async function launchChromium(areThirdPartyCookiesBlocked: boolean): Promise<BrowserContext> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-embed-profile-'));
  await fs.mkdir(path.join(profile, 'Default'));
  const cookiePreferences = areThirdPartyCookiesBlocked
    ? { cookie_controls_mode: 1, block_third_party_cookies: true }
    : { cookie_controls_mode: 0, block_third_party_cookies: false };
  await fs.writeFile(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: cookiePreferences }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
    viewport: { width: 1280, height: 800 },
  });
  profiles.push(profile);
  return context;
}

test.beforeAll(async ({ baseURL }) => {
  site = await startOrganiserSite(baseURL!);
  siteUrl = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  // Chromium may still be writing its caches as it exits.
  await Promise.all(
    profiles.map((profile) =>
      fs.rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
    ),
  );
});

/** Whether a page can set a cookie of its own and read it back (SameSite=None: sent to frames when allowed). */
const canKeepCookie = (page: Page | Frame) =>
  page.evaluate(() => {
    document.cookie = 'usher_probe=1; SameSite=None; Secure; path=/';
    return document.cookie.includes('usher_probe=1');
  });

const embeddedFrame = (page: Page) => page.frames().find((frame) => frame.url().includes('/embed/e/'))!;

async function frameHeight(page: Page, frame: FrameLocator) {
  const outer = (await page.locator('iframe').boundingBox())!.height;
  const inner = await frame
    .locator('.public-embed-frame')
    .evaluate((element) => element.getBoundingClientRect().height);
  return { outer, inner };
}

test('[EMBED] a customer buys two tickets from a date embedded in another site, with third-party cookies blocked', async ({
  apiAsNewMerchant,
}) => {
  test.setTimeout(90_000);
  const api = await apiAsNewMerchant();
  const name = `Harbour Strings ${unique()}`;
  const event = await seedPublishedEvent(api, {
    name,
    ticketTypes: [{ name: 'Standard', price: 1200, maxTicketCount: 10 }],
  });
  // The control: where third-party cookies are allowed, the embedded page can keep one.
  const allowing = await launchChromium(false);
  try {
    const page = await allowing.newPage();
    await page.goto(`${siteUrl}/?event=${event.eventId}`);
    await expect(page.frameLocator('iframe').getByRole('heading', { name, level: 1 })).toBeVisible();
    expect(await canKeepCookie(embeddedFrame(page))).toBe(true);
  } finally {
    await allowing.close();
  }

  const context = await launchChromium(true);
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/?event=${event.eventId}`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible();
    // No banner or footer: the organiser's page around it is the frame.
    await expect(frame.getByRole('link', { name: 'Usher' })).toHaveCount(0);

    // The iframe is third-party here: it cannot keep a cookie, while Usher's own tab can.
    expect(await canKeepCookie(embeddedFrame(page))).toBe(false);

    // The frame is as tall as its content, and follows it.
    await expect
      .poll(async () =>
        Math.abs((await frameHeight(page, frame)).outer - (await frameHeight(page, frame)).inner),
      )
      .toBeLessThanOrEqual(1);
    const before = await frameHeight(page, frame);

    const add = frame.getByRole('button', { name: 'Add one Standard' });
    await add.click();
    await add.click();
    await expect(frame.getByTestId(`quantity-${event.ticketTypeIds.Standard}`)).toHaveText('2');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('button', { name: 'Get tickets' }).click(),
    ]);
    await expect(frame.getByText('Continue in the new tab.')).toBeVisible();
    await expect.poll(async () => (await frameHeight(page, frame)).outer).toBeGreaterThan(before.outer);
    await expect
      .poll(async () => {
        const { outer, inner } = await frameHeight(page, frame);
        return Math.abs(outer - inner);
      })
      .toBeLessThanOrEqual(1);

    // The new tab holds the same choice itself and opens the checkout: no further click.
    await expect(tab).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?event=[0-9a-f-]{36}$/);
    expect(await canKeepCookie(tab)).toBe(true);
    await expect(tab.getByText('2 × Standard')).toBeVisible();
    await tab.getByRole('textbox', { name: 'Email' }).fill(`guest-${unique().toLowerCase()}@example.com`);
    await tab.getByRole('button', { name: 'Pay £24.00' }).click();
    await expect(tab).toHaveURL(/\/pay\/test\/[0-9a-f-]{36}$/);
    await tab.getByRole('button', { name: 'Pay £24.00' }).click();
    await expect(tab.getByRole('heading', { name: 'Your tickets' })).toBeVisible();

    await expect(frame.getByText('Your tickets are on their way.')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-embed/embedded-paid-1280.png', fullPage: true });
    // On a phone the page reflows taller, and the frame follows.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(async () => {
        const { outer, inner } = await frameHeight(page, frame);
        return Math.abs(outer - inner);
      })
      .toBeLessThanOrEqual(1);
    await page.screenshot({ path: '/tmp/shots-embed/embedded-paid-360.png', fullPage: true });
  } finally {
    await context.close();
  }
});

test('[EMBED] an embedded activity with one date opens that date inside the frame', async ({
  apiAsNewMerchant,
}) => {
  // A Chromium of its own starts beside the seeding: longer than a page's default on a busy machine.
  test.setTimeout(60_000);
  const api = await apiAsNewMerchant();
  const name = `Dockside Brass ${unique()}`;
  const event = await seedPublishedEvent(api, {
    name,
    ticketTypes: [{ name: 'Standard', price: 0, maxTicketCount: 10 }],
  });
  const context = await launchChromium(true);
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}/?activity=${event.activityId}`);
    await expect(page.frameLocator('iframe').getByRole('heading', { name, level: 1 })).toBeVisible();
    expect(page.frames().some((frame) => frame.url().includes(`/embed/e/${event.eventId}?parent=`))).toBe(
      true,
    );
  } finally {
    await context.close();
  }
});

test('[EMBED] the full date page still refuses to be framed by another site', async ({
  apiAsNewMerchant,
}) => {
  // A Chromium of its own starts beside the seeding: longer than a page's default on a busy machine.
  test.setTimeout(60_000);
  const api = await apiAsNewMerchant();
  const name = `Quay Choir ${unique()}`;
  const event = await seedPublishedEvent(api, {
    name,
    ticketTypes: [{ name: 'Standard', price: 0, maxTicketCount: 10 }],
  });
  const context = await launchChromium(true);
  try {
    const page = await context.newPage();
    const framed = page.waitForResponse((response) => response.url().endsWith(`/e/${event.eventId}`));
    await page.goto(`${siteUrl}/?frame=${event.eventId}`);
    const response = await framed;
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    await page.waitForTimeout(500);
    await expect(page.frameLocator('iframe').getByRole('heading', { name })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
