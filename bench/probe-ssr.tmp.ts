import fs from 'node:fs';
import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { DEMO_ORGANISER, launchChromium } from './lib/browser-harness';

const label = process.argv[2] ?? 'x';
fs.mkdirSync('/tmp/shots', { recursive: true });

async function seed(client: ApiClient) {
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name: 'Jazz by the River', description: '<p>An evening of <strong>live jazz</strong> by the river.</p>',
    imageUrl: null, minAge: 18, isOnline: false, onlineLink: null,
    address: { country: 'United Kingdom', city: 'London', line1: '1 Riverside', line2: null, postCode: 'SE1 9PX' },
    isAddressRequired: false, isEmailRequired: true, isFullNameRequired: true, customField1: null,
  });
  const startAt = new Date('2030-07-14T18:00:00Z');
  const mk = async (offsetDays: number) => client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: activity.id, startAt: new Date(startAt.getTime() + offsetDays * 864e5).toISOString(),
    endAt: new Date(startAt.getTime() + offsetDays * 864e5 + 3 * 3600e3).toISOString(),
    doorsOpenAt: new Date(startAt.getTime() + offsetDays * 864e5 - 1800e3).toISOString(), maxTicketCount: 200,
  });
  const event = await mk(0);
  await mk(7);
  for (const [name, price] of [['Standard', 1500], ['Concession', 1000]] as const)
    await client.json('POST', '/api/client/ticket-variant/', { eventId: event.id, name, imageUrl: null, description: null, price, maxTicketCount: 100, isAffectEventTicketCount: true });
  await client.json('POST', `/api/client/activity/${activity.id}/publish`);
  return { eventId: event.id, activityId: activity.id };
}

const server = await startApp({ DEMO_DATA: 'auto' });
const browser = await launchChromium();
try {
  const client = new ApiClient(server.baseUrl);
  await client.signIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const { eventId, activityId } = await seed(client);
  const me = await client.json<{ organizations?: { id: string }[] }>('GET', '/api/client/session').catch(() => ({}));
  console.log('session', JSON.stringify(me).slice(0, 300));
  for (const [name, url] of [['e', `/e/${eventId}`], ['a', `/a/${activityId}`]] as const) {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 } });
      const page = await context.newPage();
      page.on('console', (m) => console.log(`[${name} ${width} console.${m.type()}]`, m.text()));
      page.on('pageerror', (e) => console.log(`[${name} ${width} pageerror]`, e.message));
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/${label}-${name}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
  // LCP entries under fast 4G, 4x CPU
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 740 } });
  await context.addInitScript(`window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + ' ' + (e.element.textContent || '').slice(0, 30) : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 60, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: 1_500_000 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`/e/${eventId}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  console.log('lcp entries', JSON.stringify(await page.evaluate('window.__lcp')));
  console.log('paints', JSON.stringify(await page.evaluate(() => performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]))));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
