// Guest list: how the built web app renders one server page of a 20,000-ticket date, as rows on a 360 px phone and
// as a table on a 1280 px desktop, in Chromium, signed in: time to the 50th guest, page changes, DOM size, and the
// main thread while the list refreshes itself every 4 s.
import os from 'node:os';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { ApiClient, pool } from './lib/api-client';
import { startApp } from './lib/app-server';
import {
  DEMO_ORGANISER,
  fail,
  launchChromium,
  loadAverage,
  observeLongTasks,
  taskSummary,
  type Probe,
} from './lib/browser-harness';
import { int, max, median, ms, table } from './lib/stats';

const TICKETS = 20_000;
/** The most tickets one free order may hold. */
const PER_ORDER = 100;
const PAGE_SIZE = 50;
const WARM_RUNS = 3;
const PAGE_CHANGES = 5;
/** Two refreshes of the list (every 4 s) with nothing else going on. */
const IDLE_MS = 9_000;

const LAYOUTS: { name: string; rows: string; context: BrowserContextOptions }[] = [
  {
    name: '360 px phone, rows',
    rows: 'ul[aria-label="Guests"] > li',
    context: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  },
  {
    name: '1280 px desktop, table',
    rows: 'table[aria-label="Guests"] tbody tr',
    context: { viewport: { width: 1280, height: 800 } },
  },
];

/** A published date of a fresh organiser holding TICKETS free tickets, 100 per order, each with a name and email. */
async function seed(client: ApiClient): Promise<string> {
  await client.json('POST', '/api/client/manage-org/org/create', { name: 'Bench Guest List' });
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name: 'Riverside Festival',
    description: '',
    isFullNameRequired: true,
    customField1: 'Table number',
  });
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: activity.id,
    startAt: start.toISOString(),
    maxTicketCount: TICKETS,
  });
  const variant = await client.json<{ id: string }>('POST', '/api/client/ticket-variant/', {
    eventId: event.id,
    name: 'General admission',
    imageUrl: null,
    description: null,
    price: 0,
    maxTicketCount: TICKETS,
    isAffectEventTicketCount: true,
  });
  await client.json('POST', `/api/client/activity/${activity.id}/publish`);
  await pool(
    Array.from({ length: TICKETS / PER_ORDER }, (_, index) => index),
    4,
    async (index) =>
      client.json('POST', '/api/client/order/free', {
        phoneNumber: `07700 9${String(index).padStart(5, '0')}`,
        fullName: `Guest ${index + 1} Lovelace`,
        email: `guest.number.${index + 1}@example-company.co.uk`,
        customField1: `Table ${index % 40}`,
        items: [{ identity: variant.id, quantity: PER_ORDER }],
      }),
  );
  const list = await client.json<{ ticketCount: number }>(
    'GET',
    `/api/client/check-in/${event.id}/guest-list/`,
  );
  if (list.ticketCount !== TICKETS) fail(`expected ${TICKETS} tickets, got ${list.ticketCount}`);
  return `/activity/${activity.id}/event/${event.id}/check-in/guests`;
}

/** Milliseconds from navigation start until the 50th row has a box, polled every frame. */
async function openList(page: Page, path: string, rows: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ({ rows, count }) => {
      const last = document.querySelectorAll(rows)[count - 1];
      return last && last.getBoundingClientRect().height > 0 ? performance.now() : false;
    },
    { rows, count: PAGE_SIZE },
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Clicks the next page and times it until the first row shows another guest, as the door sees it. */
async function nextPage(page: Page, rows: string): Promise<number> {
  return page.evaluate(async (rows) => {
    const first = () => document.querySelector(rows)?.textContent ?? '';
    const before = first();
    // The pagination's last control is its next-page arrow.
    const next = [...document.querySelectorAll('[aria-label="Guest list pages"] button')].at(-1) as
      HTMLButtonElement | undefined;
    if (!next) throw new Error('no next-page button');
    const started = performance.now();
    next.click();
    await new Promise<void>((resolve) => {
      const poll = () => (first() !== before ? resolve() : requestAnimationFrame(poll));
      requestAnimationFrame(poll);
    });
    return performance.now() - started;
  }, rows);
}

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as Probe).__longTasks.map((task) => task.duration));

async function measure(browser: Browser, baseUrl: string, path: string, layout: (typeof LAYOUTS)[number]) {
  const context = await browser.newContext({ ...layout.context, baseURL: baseUrl });
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(observeLongTasks);
  const session = await context.request.get('/api/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  await context.request.post('/api/auth/login', {
    data: DEMO_ORGANISER,
    headers: { 'x-csrf-token': csrfToken },
  });
  const page = await context.newPage();
  const loads: number[] = [];
  for (let run = 0; run <= WARM_RUNS; run++) loads.push(await openList(page, path, layout.rows));
  const loadTasks = await longTasks(page);
  const changes: number[] = [];
  for (let change = 0; change < PAGE_CHANGES; change++) changes.push(await nextPage(page, layout.rows));
  const before = (await longTasks(page)).length;
  await page.waitForTimeout(IDLE_MS);
  const idleTasks = (await longTasks(page)).slice(before);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return [
    layout.name,
    ms(loads[0]!, 0),
    ms(median(loads.slice(1)), 0),
    ms(median(changes), 0),
    ms(max(changes), 0),
    int(domNodes),
    taskSummary(loadTasks),
    taskSummary(idleTasks),
  ];
}

async function main() {
  const server = await startApp({ DEMO_DATA: 'auto' });
  const browser = await launchChromium();
  try {
    const client = new ApiClient(server.baseUrl);
    await client.signIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    const seedStarted = performance.now();
    const path = await seed(client);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const eventId = path.split('/')[4]!;
    const apiTimes: number[] = [];
    for (const page of [1, 100, 400, 1, 100, 400]) {
      const answer = await client.request(
        'GET',
        `/api/client/check-in/${eventId}/guest-list/?page=${page}&pageSize=50`,
      );
      if (answer.status !== 200) fail(`the guest list answered ${answer.status}`);
      apiTimes.push(answer.ms);
    }
    const rows = [];
    for (const layout of LAYOUTS) rows.push(await measure(browser, server.baseUrl, path, layout));
    console.log(
      `guest list of ${int(TICKETS)} tickets in Chromium (seeding took ${seedSeconds.toFixed(0)} s)\n`,
    );
    console.log(
      table(
        [
          'layout',
          '50th guest, cold',
          `warm ×${WARM_RUNS}`,
          `next page p50 (×${PAGE_CHANGES})`,
          'max',
          'DOM nodes',
          'long tasks while loading',
          `long tasks, ${IDLE_MS / 1000} s of refreshes`,
        ],
        rows,
        'lrrrrrll',
      ),
    );
    console.log(
      `\nthe API's page of 50 (pages 1, 100 and 400, twice): median ${ms(median(apiTimes), 0)}, max ${ms(max(apiTimes), 0)}`,
    );
    console.log(
      `(times from navigation start, and from the click to the next page's first guest)\nload average ${loadAverage()} (${os.cpus().length} cores)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
