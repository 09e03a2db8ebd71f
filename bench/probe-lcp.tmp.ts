import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { DEMO_ORGANISER, launchChromium } from './lib/browser-harness';

const server = await startApp({ DEMO_DATA: 'auto' });
const browser = await launchChromium();
try {
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
  const variants: Record<string, (html: string) => string> = {
    asServed: (html) => html,
    noScripts: (html) => html.replace(/<script type="module"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
  };
  for (let round = 0; round < 3; round++) {
    for (const [name, rewrite] of Object.entries(variants)) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 740 } });
      await context.addInitScript(`window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(Math.round(e.startTime)); }).observe({ type: 'largest-contentful-paint', buffered: true });`);
      await context.route(/\/e\//, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 60, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: 1_500_000 / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`/e/${event.id}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const paints = await page.evaluate(() => performance.getEntriesByType('paint').map((p) => `${p.name}=${Math.round(p.startTime)}`).join(' '));
      console.log(name, 'lcp', JSON.stringify(await page.evaluate('window.__lcp')), paints);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
