// A phone's first load (issue 17): Chromium through the DevTools protocol, cold cache, 4× CPU throttling and
// emulated 4G. LCP of the public event page on fast and slow 4G, the dashboard's first card on fast 4G, the
// requests and script bytes each makes, beside the limit measured in the same run: a bare HTML page of the
// same words served by the same server.
// FIRST_LOAD_PAGES=dashboard measures only the dashboard and the bare page on fast 4G (its limit).
// FIRST_LOAD_WATERFALL=1 also prints each request of the last dashboard load: when it started and ended, and
// what started it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { ApiClient } from './lib/api-client';
import { repoRoot, startApp } from './lib/app-server';
import { DEMO_ORGANISER, fail, launchChromium, loadAverage } from './lib/browser-harness';
import { median, ms, table } from './lib/stats';
import { reportTarget } from './lib/targets';

const RUNS = 3;
const DASHBOARD_ONLY = process.env.FIRST_LOAD_PAGES === 'dashboard';
const PRINT_WATERFALL = process.env.FIRST_LOAD_WATERFALL === '1';
const CPU_SLOWDOWN = 4;
/** DevTools' presets: latency is added to each request, as a round trip on the radio link. */
const NETWORKS = {
  'fast 4G': { latency: 60, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: 1_500_000 / 8 },
  'slow 4G': { latency: 150, downloadThroughput: (1_600_000 / 8) * 0.9, uploadThroughput: 750_000 / 8 },
} as const;
type Network = keyof typeof NETWORKS;

const distDir = path.join(repoRoot, 'apps/web/dist');
/**
 * The dashboard's first card: an activity's card with its name and its Manage link (an `<a href>`, which works
 * before any script has run), not a loading placeholder.
 */
const DASHBOARD_FIRST_CARD = 'article[aria-label] a[href$="/manage"]';
/** The dashboard answers taps once its tabs are enabled (they are off while the page is the server's markup). */
const DASHBOARD_USABLE = '[role="tab"]:not(:disabled)';
const BARE_PAGE = 'bench-bare-page.html';

const SEED = {
  description: '<p>An evening of <strong>live jazz</strong> by the river, with a bar open until late.</p>',
  date: '14 days from now, 19:00',
};

type Load = {
  lcp: number;
  ready: number;
  /** When the page's controls first answer taps (React has taken the server's markup over). */
  usable: number;
  requests: number;
  scripts: number;
  scriptBytes: number;
};
/** One request as DevTools saw it, in ms from the navigation's start. */
type Fetched = { url: string; type: string; start: number; end: number; bytes: number; initiator: string };

/**
 * An init script: the time of the first frame in which `selector` has a box, and of the first in which
 * `usableSelector` has one, kept on window, watched from inside the page as the DOM and its attributes change
 * (no polling from outside, which a 4× slower CPU would delay).
 */
function observeShown({ selector, usableSelector }: { selector: string; usableSelector: string }) {
  const probe = window as unknown as { __shown: number; __usable: number };
  probe.__shown = 0;
  probe.__usable = 0;
  const hasBox = (query: string) => {
    const element = document.querySelector(query);
    return element !== null && element.getBoundingClientRect().height > 0;
  };
  const check = () => {
    if (!probe.__shown && hasBox(selector)) {
      requestAnimationFrame(() => {
        probe.__shown ||= performance.now();
      });
    }
    if (!probe.__usable && hasBox(usableSelector)) {
      requestAnimationFrame(() => {
        probe.__usable ||= performance.now();
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
}

/** The page's largest contentful paint, read from the buffered entries once the page is quiet. */
function readLcp(): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      resolve(list.getEntries().at(-1)?.startTime ?? 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(0), 5000);
  });
}

async function throttledPage(context: BrowserContext, network: Network) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const sizes = new Map<string, { type: string; bytes: number }>();
  const fetched = new Map<string, Fetched>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const { initiator } = event;
    const from = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.type;
    fetched.set(event.requestId, {
      url: event.request.url,
      type: '',
      start: event.timestamp * 1000,
      end: 0,
      bytes: 0,
      initiator: from,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    sizes.set(event.requestId, { type: event.type, bytes: 0 });
    const entry = fetched.get(event.requestId);
    if (entry) entry.type = event.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = sizes.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
    const request = fetched.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp * 1000, bytes: event.encodedDataLength });
  });
  return { page, sizes, fetched };
}

/**
 * Opens `url` cold, waits for `selector` to show and `usableSelector` (by default the same) to show, then reads
 * LCP once the page is quiet.
 */
async function load(
  browser: Browser,
  baseURL: string,
  url: string,
  selector: string,
  network: Network,
  cookies: Parameters<BrowserContext['addCookies']>[0] = [],
  usableSelector = selector,
): Promise<Load> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  // tsx keeps function names by wrapping them in __name(), which the page lacks when it runs our callbacks.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(observeShown, { selector, usableSelector });
  if (cookies.length > 0) await context.addCookies(cookies);
  try {
    const { page, sizes, fetched } = await throttledPage(context, network);
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .waitForFunction(
        () => {
          const probe = window as unknown as { __shown: number; __usable: number };
          return probe.__shown > 0 && probe.__usable > 0;
        },
        undefined,
        { timeout: 60_000 },
      )
      .catch(() => fail(`${selector} or ${usableSelector} never showed on ${page.url()}`));
    await page.waitForLoadState('networkidle');
    const { ready, usable } = await page.evaluate(() => {
      const probe = window as unknown as { __shown: number; __usable: number };
      return { ready: probe.__shown, usable: probe.__usable };
    });
    const lcp = await page.evaluate(readLcp);
    const scripts = [...sizes.values()].filter((entry) => entry.type === 'Script');
    lastWaterfall = { ready, requests: [...fetched.values()] };
    return {
      lcp,
      ready,
      usable,
      requests: sizes.size,
      scripts: scripts.length,
      scriptBytes: scripts.reduce((total, entry) => total + entry.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let lastWaterfall: { ready: number; requests: Fetched[] } = { ready: 0, requests: [] };

const shortUrl = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url).slice(0, 60);

/** The last load's requests in the order they started; times from the first request (the page's HTML). */
function printWaterfall(): void {
  const { ready, requests } = lastWaterfall;
  const origin = Math.min(...requests.map((request) => request.start));
  console.log(`\nlast dashboard load, first card shown at ${ms(ready, 0)} (from navigation start)\n`);
  console.log(
    table(
      ['request', 'type', 'start', 'end', 'bytes', 'started by'],
      requests
        .sort((a, b) => a.start - b.start)
        .map((request) => [
          shortUrl(request.url),
          request.type,
          ms(request.start - origin, 0),
          request.end ? ms(request.end - origin, 0) : '—',
          kb(request.bytes),
          shortUrl(request.initiator),
        ]),
      'llrrrl',
    ),
  );
}

async function medianLoad(runs: () => Promise<Load>): Promise<Load> {
  const loads: Load[] = [];
  for (let run = 0; run < RUNS; run++) loads.push(await runs());
  const of = (key: keyof Load) => median(loads.map((entry) => entry[key]));
  return {
    lcp: of('lcp'),
    ready: of('ready'),
    usable: of('usable'),
    requests: of('requests'),
    scripts: of('scripts'),
    scriptBytes: of('scriptBytes'),
  };
}

/** A published date with an image-free page: made through the API as an organiser would. */
async function seedEvent(client: ApiClient): Promise<string> {
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name: 'Jazz by the River',
    description: SEED.description,
    imageUrl: null,
    minAge: 18,
    isOnline: false,
    onlineLink: null,
    address: {
      country: 'United Kingdom',
      city: 'London',
      line1: '1 Riverside',
      line2: null,
      postCode: 'SE1 9PX',
    },
    isAddressRequired: false,
    isEmailRequired: true,
    isFullNameRequired: true,
    customField1: null,
  });
  const startAt = new Date(Date.now() + 14 * 24 * 3600 * 1000);
  startAt.setUTCHours(19, 0, 0, 0);
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: activity.id,
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + 3 * 3600 * 1000).toISOString(),
    doorsOpenAt: new Date(startAt.getTime() - 1800 * 1000).toISOString(),
    maxTicketCount: 200,
  });
  for (const [name, price] of [
    ['Standard', 1500],
    ['Concession', 1000],
  ] as const) {
    await client.json('POST', '/api/client/ticket-variant/', {
      eventId: event.id,
      name,
      imageUrl: null,
      description: null,
      price,
      maxTicketCount: 100,
      isAffectEventTicketCount: true,
    });
  }
  await client.json('POST', `/api/client/activity/${activity.id}/publish`);
  return event.id;
}

/** The limit: the event page's words as plain HTML with no script, served by the same server. */
function writeBarePage(): void {
  const html =
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><title>Jazz by the River</title></head><body>' +
    `<h1>Jazz by the River</h1><p>Demo organiser</p><p>${SEED.date}</p><p>1 Riverside, London, SE1 9PX, ` +
    `United Kingdom</p><p>Age restriction: 18+</p>${SEED.description}<h2>Tickets</h2><p>Standard £15.00</p>` +
    '<p>Concession £10.00</p><p>Total £0.00</p><button>Get tickets</button></body></html>';
  fs.writeFileSync(path.join(distDir, BARE_PAGE), html);
}

async function main() {
  if (!fs.existsSync(path.join(distDir, 'public.html')))
    fail('no build: run `npm run bench` (it builds first)');
  // The server finds its static files when it starts: the bare page is written first.
  writeBarePage();
  const server = await startApp({ DEMO_DATA: 'auto' });
  const browser = await launchChromium();
  try {
    const signedIn = new ApiClient(server.baseUrl);
    await signedIn.signIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    const eventId = await seedEvent(signedIn);
    const host = new URL(server.baseUrl).hostname;
    const cookies = signedIn.cookieHeader.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, domain: host, path: '/' };
    });
    const loadAtStart = loadAverage();
    const results: [string, Network, Load][] = [];
    for (const network of DASHBOARD_ONLY ? (['fast 4G'] as const) : (['fast 4G', 'slow 4G'] as const)) {
      results.push([
        'bare HTML page (limit)',
        network,
        await medianLoad(() => load(browser, server.baseUrl, `/${BARE_PAGE}`, 'h1', network)),
      ]);
      if (DASHBOARD_ONLY) continue;
      results.push([
        'public event page /e/{id}',
        network,
        await medianLoad(() => load(browser, server.baseUrl, `/e/${eventId}`, 'h1', network)),
      ]);
    }
    results.push([
      'dashboard / first card',
      'fast 4G',
      await medianLoad(() =>
        load(browser, server.baseUrl, '/', DASHBOARD_FIRST_CARD, 'fast 4G', cookies, DASHBOARD_USABLE),
      ),
    ]);
    if (PRINT_WATERFALL) printWaterfall();

    console.log(
      `\nfirst load: cold cache, ${CPU_SLOWDOWN}× CPU, fast 4G = 9 Mbps down / 1.5 up / 60 ms, slow 4G = 1.6 Mbps / 750 Kbps / 150 ms; median of ${RUNS}; load ${loadAtStart} → ${loadAverage()}\n`,
    );
    console.log(
      table(
        ['page', 'network', 'LCP', 'shown', 'usable', 'requests', 'scripts', 'script bytes (wire)'],
        results.map(([name, network, entry]) => [
          name,
          network,
          ms(entry.lcp, 0),
          ms(entry.ready, 0),
          ms(entry.usable, 0),
          entry.requests,
          entry.scripts,
          kb(entry.scriptBytes),
        ]),
        'llrrrrrr',
      ),
    );
    const find = (name: string, network: Network) =>
      results.find(([label, net]) => label.startsWith(name) && net === network)?.[2] as Load;
    const publicTargets = [
      ['fast 4G', 1200],
      ['slow 4G', 3000],
    ] as const;
    for (const [network, limitMs] of DASHBOARD_ONLY ? [] : publicTargets) {
      const page = find('public', network);
      const bare = find('bare', network);
      reportTarget({
        name: `public event page LCP, ${network}, 4× CPU, cold`,
        measured: `${ms(page.lcp, 0)} (${page.requests} requests)`,
        limit: `bare HTML page ${ms(bare.lcp, 0)}`,
        target: `≤ ${limitMs} ms`,
        ratio: page.lcp / bare.lcp,
        pass: page.lcp <= limitMs,
      });
    }
    const dashboard = find('dashboard', 'fast 4G');
    const bare = find('bare', 'fast 4G');
    reportTarget({
      name: 'dashboard first card, fast 4G, 4× CPU, cold',
      measured: `${ms(dashboard.ready, 0)} (${dashboard.requests} requests; usable at ${ms(dashboard.usable, 0)})`,
      limit: `bare HTML page LCP ${ms(bare.lcp, 0)}`,
      target: '≤ 2000 ms',
      ratio: dashboard.ready / bare.lcp,
      pass: dashboard.ready <= 2000,
    });
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(path.join(distDir, BARE_PAGE), { force: true });
  }
}

await main();
