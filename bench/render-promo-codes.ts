// Promo codes: how the built web app renders `/codes` with 1,000 codes and the create screen's scope tree with 200
// activities and 500 dates (open, search, expand), in Chromium, signed in: time to content and long tasks.
import os from 'node:os';
import type { Page } from 'playwright-core';
import { ApiClient, pool } from './lib/api-client';
import { startApp } from './lib/app-server';
import {
  DEMO_ORGANISER,
  fail,
  launchChromium,
  loadAverage,
  observeLongTasks,
  settle,
  taskSummary,
  timeApi,
  type Probe,
} from './lib/browser-harness';
import { int, max, median, ms, table } from './lib/stats';

const ACTIVITIES = 200;
const DATES = 500;
const CODES = 1_000;
/** The list renders this many rows first, with 'Show more' for the rest (promo-codes-screen.tsx). */
const LIST_PAGE = 50;
const WARM_RUNS = 3;
const ROW = 'tbody tr';
const ACTIVITY_TOGGLE = 'button[aria-label^="Dates of "]';
const DATE_TOGGLE = 'button[aria-label^="Ticket types of "]';
/** One activity's name: the search must narrow 200 activities to this one. */
const SEARCHED = 'Riverside Session 017';

const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

type Seeded = { activityIds: string[]; eventIds: string[]; variantIds: string[] };

/** A fresh organiser: 200 activities, 500 future dates (3 for the first 100, 2 for the rest), 2 ticket types each. */
async function seedScope(client: ApiClient): Promise<Seeded> {
  await client.json('POST', '/api/client/manage-org/org/create', { name: 'Bench Promo Codes' });
  const activityIds = await pool(
    Array.from({ length: ACTIVITIES }, (_, index) => index),
    4,
    async (index) =>
      (
        await client.json<{ id: string }>('POST', '/api/client/activity/', {
          name: `Riverside Session ${String(index + 1).padStart(3, '0')}`,
          description: '',
        })
      ).id,
  );
  const dates = activityIds.flatMap((activityId, index) =>
    Array.from({ length: index < DATES - 2 * ACTIVITIES ? 3 : 2 }, (_, n) => ({
      activityId,
      day: 2 + ((index + n * 37) % 300),
    })),
  );
  if (dates.length !== DATES) fail(`planned ${dates.length} dates, not ${DATES}`);
  const eventIds = await pool(dates, 4, async ({ activityId, day }) => {
    const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
      activityId,
      startAt: inDays(day),
      maxTicketCount: 200,
    });
    return event.id;
  });
  const variants = eventIds.flatMap((eventId) => [
    { eventId, name: 'Standard', price: 1500 },
    { eventId, name: 'Concession', price: 900 },
  ]);
  const variantIds = await pool(variants, 4, async (variant) => {
    const saved = await client.json<{ id: string }>('POST', '/api/client/ticket-variant/', {
      ...variant,
      imageUrl: null,
      description: null,
      maxTicketCount: 100,
      isAffectEventTicketCount: true,
    });
    return saved.id;
  });
  return { activityIds, eventIds, variantIds };
}

/** 1,000 codes, a quarter of each scope, percentages and money, some capped. */
async function seedCodes(client: ApiClient, { activityIds, eventIds, variantIds }: Seeded) {
  await pool(
    Array.from({ length: CODES }, (_, index) => index),
    4,
    async (index) => {
      const kind = index % 4;
      await client.json('POST', '/api/client/promo', {
        code: `BENCH${String(index).padStart(4, '0')}`,
        percentageAmount: index % 2 === 0 ? 5 + (index % 50) : null,
        fixedAmount: index % 2 === 0 ? null : 100 * (1 + (index % 10)),
        validUntil: inDays(30 + (index % 90), 12),
        appliesAtAll: kind === 0,
        appliesAtActivities: kind === 1 ? [activityIds[index % ACTIVITIES]] : [],
        appliesAtEvents: kind === 2 ? [eventIds[index % DATES], eventIds[(index + 1) % DATES]] : [],
        appliesAtTicketVariants: kind === 3 ? [variantIds[index % variantIds.length]] : [],
        maxUses: index % 3 === 0 ? 100 : null,
      });
    },
  );
  const { promoCodes } = await client.json<{ promoCodes: unknown[] }>('GET', '/api/client/promo');
  if (promoCodes.length !== CODES) fail(`expected ${CODES} codes, got ${promoCodes.length}`);
}

/** Milliseconds (page clock) when `selector` first matches exactly `count` elements with a box, polled every frame. */
async function waitForCount(page: Page, selector: string, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ selector, count }) => {
      const found = document.querySelectorAll(selector);
      const last = found[count - 1];
      if (found.length !== count || !last) return false;
      const box = last.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? performance.now() : false;
    },
    { selector, count },
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());

async function facts(page: Page, since: number, apiPath = '') {
  return page.evaluate(
    ({ since, apiPath }) => {
      const api = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === apiPath) as PerformanceResourceTiming | undefined;
      return {
        domNodes: document.getElementsByTagName('*').length,
        longTasks: (window as unknown as Probe).__longTasks
          .filter((task) => task.start >= since)
          .map((task) => task.duration),
        apiAnsweredMs: api ? api.responseEnd : Number.NaN,
      };
    },
    { since, apiPath },
  );
}

type Step = { ms: number; domNodes: number; longTasks: number[]; apiAnsweredMs: number };

/** `/codes` from navigation start to its 50th row; then one 'Show more' to the 100th. */
async function openList(page: Page): Promise<{ load: Step; more: Step }> {
  await page.goto('/codes', { waitUntil: 'commit' });
  const shown = await waitForCount(page, ROW, LIST_PAGE);
  await settle(page, 300);
  const load = { ms: shown, ...(await facts(page, 0, '/api/client/promo')) };
  const started = await pageNow(page);
  await page.getByRole('button', { name: /^Show more/ }).click();
  const more = (await waitForCount(page, ROW, 2 * LIST_PAGE)) - started;
  await settle(page, 300);
  return { load, more: { ms: more, ...(await facts(page, started)) } };
}

/** The create screen: load, open the tree, search one activity, expand it and one of its dates. */
async function useTree(
  page: Page,
): Promise<Record<'load' | 'open' | 'search' | 'expand' | 'expandDate', Step>> {
  await page.goto('/codes/create', { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (document.querySelector('input[value="ticketVariants"]') ? performance.now() : false),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const loaded = (await handle.jsonValue()) as number;
  await settle(page, 300);
  const load = { ms: loaded, ...(await facts(page, 0, '/api/client/promo/scope-options')) };

  const step = async (act: () => Promise<void>, selector: string, count: number): Promise<Step> => {
    const started = await pageNow(page);
    await act();
    const done = (await waitForCount(page, selector, count)) - started;
    await settle(page, 300);
    return { ms: done, ...(await facts(page, started)) };
  };
  const open = await step(
    () => page.getByRole('radio', { name: 'Chosen ticket types' }).check(),
    ACTIVITY_TOGGLE,
    LIST_PAGE,
  );
  const search = await step(
    () => page.getByRole('searchbox', { name: 'Search events' }).fill('Session 017'),
    ACTIVITY_TOGGLE,
    1,
  );
  const expand = await step(
    () => page.getByRole('button', { name: `Dates of ${SEARCHED}` }).click(),
    DATE_TOGGLE,
    3,
  );
  const expandDate = await step(() => page.locator(DATE_TOGGLE).first().click(), 'input[type="checkbox"]', 2);
  return { load, open, search, expand, expandDate };
}

function row(label: string, steps: Step[]) {
  return [
    label,
    steps.some((s) => Number.isFinite(s.apiAnsweredMs))
      ? ms(median(steps.map((s) => s.apiAnsweredMs)), 0)
      : '–',
    ms(median(steps.map((s) => s.ms)), 0),
    int(median(steps.map((s) => s.domNodes))),
    taskSummary(steps[Math.floor((steps.length - 1) / 2)]!.longTasks),
    ms(max(steps.flatMap((s) => s.longTasks)), 0),
  ];
}

async function main() {
  const server = await startApp({ DEMO_DATA: 'auto' });
  const browser = await launchChromium();
  try {
    const client = new ApiClient(server.baseUrl);
    await client.signIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    const loadAtStart = loadAverage();
    const seedStarted = performance.now();
    await seedCodes(client, await seedScope(client));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const apiRows = [
      await timeApi(client, `GET promo (${CODES} codes)`, '/api/client/promo'),
      await timeApi(
        client,
        `GET promo/scope-options (${ACTIVITIES} activities, ${DATES} dates)`,
        '/api/client/promo/scope-options',
      ),
    ];

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    // tsx keeps function names by wrapping them in __name(), which the page lacks when it runs our callbacks.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    await context.addInitScript(observeLongTasks);
    // The browser signs in with the same cookies as the seeding client (its new organiser is the current one).
    const session = await context.request.get('/api/auth/session');
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const login = await context.request.post('/api/auth/login', {
      data: DEMO_ORGANISER,
      headers: { 'x-csrf-token': csrfToken },
    });
    if (!login.ok()) fail(`browser sign-in answered ${login.status()}`);
    const page = await context.newPage();

    const lists = [];
    for (let run = 0; run <= WARM_RUNS; run++) lists.push(await openList(page));
    const trees = [];
    for (let run = 0; run <= WARM_RUNS; run++) trees.push(await useTree(page));
    await context.close();

    const warm = <T>(runs: T[]) => runs.slice(1);
    console.log(`promo codes in Chromium (1280×800, signed in; seeding took ${seedSeconds.toFixed(0)} s)\n`);
    console.log(table(['API answer', 'median of 5', 'JSON'], apiRows, 'lrr'));
    console.log('');
    console.log(
      table(
        ['step', 'API answered', 'content shown', 'DOM nodes', 'long tasks (median run)', 'longest'],
        [
          row(
            `/codes, first ${LIST_PAGE} of ${CODES} rows, cold`,
            lists.slice(0, 1).map((l) => l.load),
          ),
          row(
            `/codes, first ${LIST_PAGE} of ${CODES} rows, warm ×${WARM_RUNS}`,
            warm(lists).map((l) => l.load),
          ),
          row(
            `/codes, Show more to ${2 * LIST_PAGE} rows`,
            lists.map((l) => l.more),
          ),
          row(
            '/codes/create, form shown, cold',
            trees.slice(0, 1).map((t) => t.load),
          ),
          row(
            `/codes/create, form shown, warm ×${WARM_RUNS}`,
            warm(trees).map((t) => t.load),
          ),
          row(
            `tree open: Chosen ticket types to ${LIST_PAGE} activity rows`,
            trees.map((t) => t.open),
          ),
          row(
            `search 'Session 017': ${ACTIVITIES} activities to 1`,
            trees.map((t) => t.search),
          ),
          row(
            'expand the activity: its 3 dates',
            trees.map((t) => t.expand),
          ),
          row(
            'expand a date: its 2 ticket types',
            trees.map((t) => t.expandDate),
          ),
        ],
        'lrrrlr',
      ),
    );
    console.log(
      '(page loads from navigation start; steps from just before Playwright acts until the rows have a box, ' +
        `polled every frame; ${WARM_RUNS + 1} runs each)`,
    );
    console.log(
      `\nload average ${loadAtStart} at the start, ${loadAverage()} at the end (${os.cpus().length} cores)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
