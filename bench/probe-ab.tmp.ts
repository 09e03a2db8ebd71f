import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { DEMO_ORGANISER, launchChromium } from './lib/browser-harness';

async function serverWithEvent(dist: string) {
  process.env.WEB_DIST_DIR = dist;
  const server = await startApp({ DEMO_DATA: 'auto' });
  const client = new ApiClient(server.baseUrl);
  await client.signIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name: 'Jazz by the River', description: '<p>An evening of <strong>live jazz</strong> by the river.</p>',
    imageUrl: null, minAge: 18, isOnline: false, onlineLink: null,
    address: { country: 'United Kingdom', city: 'London', line1: '1 Riverside', line2: null, postCode: 'SE1 9PX' },
    isAddressRequired: false, isEmailRequired: true, isFullNameRequired: true, customField1: null,
  });
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', { activityId: activity.id, startAt: '2030-07-14T18:00:00Z', endAt: null, doorsOpenAt: null, maxTicketCount: 200 });
  await client.json('POST', '/api/client/ticket-variant/', { eventId: event.id, name: 'Standard', imageUrl: null, description: null, price: 1500, maxTicketCount: 100, isAffectEventTicketCount: true });
  await client.json('POST', `/api/client/activity/${activity.id}/publish`);
  return { server, url: `${server.baseUrl}/e/${event.id}` };
}

const variants: Record<string, Awaited<ReturnType<typeof serverWithEvent>>> = {};
for (const spec of process.argv.slice(2)) {
  const [name, dist] = spec.split('=') as [string, string];
  variants[name] = await serverWithEvent(dist);
}
const browser = await launchChromium();
try {
  const results: Record<string, number[]> = {};
  for (let round = 0; round < 4; round++) {
    for (const [name, { url }] of Object.entries(variants)) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addInitScript(`window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(Math.round(e.startTime)); }).observe({ type: 'largest-contentful-paint', buffered: true });`);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 60, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: 1_500_000 / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      // hydrated? click + and see total
      await page.getByRole('button', { name: 'Add one Standard' }).click();
      const total = await page.locator('[aria-live]').first().textContent();
      const lcp = (await page.evaluate('window.__lcp')) as number[];
      (results[name] ??= []).push(lcp.at(-1) ?? 0);
      console.log(name, JSON.stringify(lcp), 'total after +:', total, errors.length ? `ERRORS ${errors.join(' | ')}` : '');
      await context.close();
    }
  }
  for (const [name, values] of Object.entries(results)) console.log(name, 'sorted', values.sort((a, b) => a - b).join(' '));
} finally {
  await browser.close();
  for (const { server } of Object.values(variants)) await server.stop();
}
