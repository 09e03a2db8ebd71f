// Activities: how the built web app renders `/` with 200 activities and `/activity/{id}/manage` with 500 dates,
// in Chromium, signed in: time to the last card, DOM size, long tasks, and frame times while scrolling down.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { ApiClient, pool } from './lib/api-client';
import { repoRoot, startApp } from './lib/app-server';
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
import { int, max, median, ms, percentile, table } from './lib/stats';

const ACTIVITIES = 200;
/** The list renders this many cards first, with 'Show more' for the rest (activities-screen.tsx). */
const ACTIVITIES_FIRST_PAGE = 30;
const DATES = 500;
const WARM_RUNS = 3;
/** Pixels scrolled per animation frame: a brisk flick of the wheel, ~12,000 px/s at 60 Hz. */
const SCROLL_STEP = 200;
const DROPPED_FRAME_MS = 50;
const ACTIVITY_CARD = 'article';
const DATE_CARD = 'section[aria-label="Dates"] .mantine-Card-root';

/** About 1,000 characters of description HTML, with the marks the editor allows. */
function description(index: number): string {
  const sentence =
    'An evening of live music by the river, with local bands, food stalls and a bar open until late. ';
  return [
    `<p><strong>Night ${index + 1}</strong> of the season. ${sentence.repeat(3)}</p>`,
    `<p><em>Doors open an hour before the start.</em> ${sentence.repeat(2)}</p>`,
    '<ul><li>Step-free access</li><li>Cloakroom</li><li>Under-18s with an adult</li></ul>',
    `<p><u>Please bring photo ID.</u> ${sentence.repeat(2)}</p>`,
  ].join('');
}

const day = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 200 activities with a future date each; the first one has 500 dates, made by the copy endpoint. */
async function seed(client: ApiClient): Promise<{ datesActivityId: string }> {
  await client.json('POST', '/api/client/manage-org/org/create', { name: 'Bench Lists' });
  const existing = await client.json<{ activities: unknown[] }>('GET', '/api/client/activity/');
  if (existing.activities.length !== 0) fail('the new organiser already has activities');

  const ids = await pool(
    Array.from({ length: ACTIVITIES }, (_, index) => index),
    4,
    async (index) => {
      const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
        name: `Riverside Session ${String(index + 1).padStart(3, '0')}`,
        description: description(index),
        imageUrl: null,
        minAge: index % 3 === 0 ? 18 : null,
        isOnline: false,
        onlineLink: null,
        address: {
          country: 'United Kingdom',
          city: 'London',
          line1: '12 Riverside Walk',
          postCode: 'SE1 9PX',
        },
      });
      if (index === 0) return activity.id;
      const start = day(2 + (index % 60));
      await client.json('POST', '/api/client/event/', {
        activityId: activity.id,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 3 * 3600 * 1000).toISOString(),
        doorsOpenAt: new Date(start.getTime() - 1800 * 1000).toISOString(),
        maxTicketCount: 200,
      });
      return activity.id;
    },
  );

  const datesActivityId = ids[0]!;
  const first = day(1);
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: datesActivityId,
    startAt: first.toISOString(),
    endAt: new Date(first.getTime() + 3 * 3600 * 1000).toISOString(),
    doorsOpenAt: new Date(first.getTime() - 1800 * 1000).toISOString(),
    maxTicketCount: 200,
  });
  await client.json('POST', '/api/client/ticket-variant/', {
    eventId: event.id,
    name: 'Standard',
    imageUrl: null,
    description: null,
    price: 1500,
    maxTicketCount: 150,
    isAffectEventTicketCount: true,
  });
  // Copies run daily over at most 181 days each: 1 + 181 + 181 + 137 = 500 dates.
  for (const [from, to] of [
    [2, 182],
    [183, 363],
    [364, 500],
  ] as const) {
    await client.json('POST', `/api/client/event/${event.id}/copy`, {
      type: 'Daily',
      firstDate: isoDay(day(from)),
      lastDate: isoDay(day(to)),
      daysOfWeek: [],
    });
  }

  const list = await client.json<{ activities: unknown[] }>('GET', '/api/client/activity/');
  if (list.activities.length !== ACTIVITIES)
    fail(`expected ${ACTIVITIES} future activities, got ${list.activities.length}`);
  const dates = await client.json<{ events: unknown[] }>(
    'GET',
    `/api/client/activity/${datesActivityId}/events`,
  );
  if (dates.events.length !== DATES) fail(`expected ${DATES} dates, got ${dates.events.length}`);
  return { datesActivityId };
}

/** What went wrong in the page, for the message when a list never shows. */
const pageProblems: string[] = [];

async function signIn(context: BrowserContext) {
  const session = await context.request.get('/api/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const login = await context.request.post('/api/auth/login', {
    data: DEMO_ORGANISER,
    headers: { 'x-csrf-token': csrfToken },
  });
  if (!login.ok()) fail(`browser sign-in answered ${login.status()}`);
}

/** Milliseconds from navigation start until the `count`th element of `selector` has a box, polled every frame. */
async function waitForCards(page: Page, selector: string, count: number): Promise<number> {
  const handle = await page
    .waitForFunction(
      ({ selector, count }) => {
        const cards = document.querySelectorAll(selector);
        const last = cards[count - 1];
        if (!last) return false;
        const box = last.getBoundingClientRect();
        return box.width > 0 && box.height > 0 ? performance.now() : false;
      },
      { selector, count },
      { polling: 'raf', timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(
        (selector) => ({
          found: document.querySelectorAll(selector).length,
          text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 300),
        }),
        selector,
      );
      throw new Error(
        `${page.url()} showed ${seen.found} of ${count} "${selector}" (page text: ${seen.text}): ${String(error)}` +
          `\n${pageProblems.slice(-20).join('\n')}`,
      );
    });
  return (await handle.jsonValue()) as number;
}

async function pageFacts(page: Page, apiPath: string, since = 0) {
  return page.evaluate(
    ({ apiPath, since }) => {
      const tasks = (window as unknown as Probe).__longTasks.filter((task) => task.start >= since);
      const api = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === apiPath) as PerformanceResourceTiming | undefined;
      return {
        domNodes: document.getElementsByTagName('*').length,
        styleTags: document.body.getElementsByTagName('style').length,
        longTasks: tasks.map((task) => task.duration),
        apiAnsweredMs: api ? api.responseEnd : Number.NaN,
      };
    },
    { apiPath, since },
  );
}

/** Scrolls the page to the bottom, SCROLL_STEP pixels a frame, and returns each frame's duration. */
async function scrollToBottom(page: Page) {
  const since = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return performance.now();
  });
  const frames = await page.evaluate(async (step) => {
    const scroller = document.scrollingElement ?? document.documentElement;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return new Promise<number[]>((resolve) => {
      const times: number[] = [];
      let last = 0;
      const frame = (now: number) => {
        if (last > 0) times.push(now - last);
        last = now;
        const atBottom = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
        if (atBottom || times.length > 10_000) return resolve(times);
        scroller.scrollTop += step;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }, SCROLL_STEP);
  const tasks = await pageFacts(page, '', since);
  return { frames, longTasks: tasks.longTasks };
}

type Load = {
  visibleMs: number;
  apiAnsweredMs: number;
  domNodes: number;
  styleTags: number;
  longTasks: number[];
};

async function openActivities(page: Page): Promise<Load> {
  await page.goto('/', { waitUntil: 'commit' });
  const visibleMs = await waitForCards(page, ACTIVITY_CARD, ACTIVITIES_FIRST_PAGE);
  await settle(page, 500);
  return { visibleMs, ...(await pageFacts(page, '/api/client/activity/')) };
}

async function openDates(page: Page, activityId: string) {
  await page.goto(`/activity/${activityId}/manage`, { waitUntil: 'commit' });
  const visibleMs = await waitForCards(page, DATE_CARD, 50);
  await settle(page, 500);
  const first = await pageFacts(page, `/api/client/activity/${activityId}/events`);
  // 'Show more' adds 50 dates at a time; click it as soon as each batch shows, until all 500 are there.
  const clicks = await page.evaluate(async (selector) => {
    const done: { ms: number; count: number }[] = [];
    for (;;) {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Show more'),
      );
      if (!button) return done;
      const before = document.querySelectorAll(selector).length;
      const started = performance.now();
      button.click();
      await new Promise<void>((resolve) => {
        const poll = () =>
          document.querySelectorAll(selector).length > before ? resolve() : requestAnimationFrame(poll);
        requestAnimationFrame(poll);
      });
      done.push({ ms: performance.now() - started, count: document.querySelectorAll(selector).length });
    }
  }, DATE_CARD);
  const allVisibleMs = await waitForCards(page, DATE_CARD, DATES);
  await settle(page, 500);
  const all = await pageFacts(page, `/api/client/activity/${activityId}/events`);
  return { first: { visibleMs, ...first }, clicks, all: { ...all, visibleMs: allVisibleMs } };
}

/** The run whose last card showed at the median time: its long tasks are the typical ones. */
const medianRun = (loads: Load[]) =>
  [...loads].sort((a, b) => a.visibleMs - b.visibleMs)[Math.floor((loads.length - 1) / 2)]!;

function frameRow(label: string, scroll: { frames: number[]; longTasks: number[] }) {
  return [
    label,
    scroll.frames.length,
    ms(percentile(scroll.frames, 50)),
    ms(percentile(scroll.frames, 95)),
    ms(max(scroll.frames)),
    scroll.frames.filter((frame) => frame > DROPPED_FRAME_MS).length,
    taskSummary(scroll.longTasks),
  ];
}

async function main() {
  const distIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(distIndex)) {
    console.log('apps/web/dist is missing: building the web app first');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0 || !fs.existsSync(distIndex)) fail('the web app build failed');
  }

  const server = await startApp({ DEMO_DATA: 'auto' });
  const browser = await launchChromium();
  try {
    const client = new ApiClient(server.baseUrl);
    await client.signIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    const loadAtStart = loadAverage();
    const seedStarted = performance.now();
    const { datesActivityId } = await seed(client);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const apiRows = [
      await timeApi(client, `GET activity/ (${ACTIVITIES} activities)`, '/api/client/activity/'),
      await timeApi(
        client,
        `GET activity/{id}/events (${DATES} dates)`,
        `/api/client/activity/${datesActivityId}/events`,
      ),
    ];

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    // tsx keeps function names by wrapping them in __name(), which the page lacks when it runs our callbacks.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    await context.addInitScript(observeLongTasks);
    await signIn(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageProblems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) pageProblems.push(`${response.status()} ${response.url()}`);
    });

    const activityLoads: Load[] = [];
    for (let run = 0; run <= WARM_RUNS; run++) activityLoads.push(await openActivities(page));
    const activityScroll = await scrollToBottom(page);

    const dateLoads = [];
    for (let run = 0; run <= WARM_RUNS; run++) dateLoads.push(await openDates(page, datesActivityId));
    const datesScroll = await scrollToBottom(page);
    await context.close();

    const warm = <T>(loads: T[]) => loads.slice(1);
    const loadRow = (label: string, loads: Load[]) => [
      label,
      ms(median(loads.map((load) => load.apiAnsweredMs)), 0),
      ms(median(loads.map((load) => load.visibleMs)), 0),
      int(median(loads.map((load) => load.domNodes))),
      int(median(loads.map((load) => load.styleTags))),
      taskSummary(medianRun(loads).longTasks),
      ms(max(loads.flatMap((load) => load.longTasks)), 0),
    ];
    const clickTimes = dateLoads.flatMap((load) => load.clicks.map((click) => click.ms));

    console.log(`lists in Chromium (1280×800, signed in; seeding took ${seedSeconds.toFixed(0)} s)\n`);
    console.log(table(['API answer', 'median of 5', 'JSON'], apiRows, 'lrr'));
    console.log('');
    console.log(
      table(
        [
          'page load',
          'API answered',
          'last card visible',
          'DOM nodes',
          '<style> in body',
          'long tasks (median run)',
          'longest',
        ],
        [
          loadRow(`/ (${ACTIVITIES} activities), cold`, activityLoads.slice(0, 1)),
          loadRow(`/ (${ACTIVITIES} activities), warm ×${WARM_RUNS}`, warm(activityLoads)),
          loadRow(
            `/activity/{id}/manage, first 50 of ${DATES} dates, cold`,
            dateLoads.slice(0, 1).map((load) => load.first),
          ),
          loadRow(
            `/activity/{id}/manage, first 50 of ${DATES} dates, warm ×${WARM_RUNS}`,
            warm(dateLoads).map((load) => load.first),
          ),
          loadRow(
            `same, all ${DATES} after 9 × Show more, warm ×${WARM_RUNS}`,
            warm(dateLoads).map((load) => load.all),
          ),
        ],
        'lrrrrlr',
      ),
    );
    console.log(
      `(times from navigation start; 'Show more' clicked as soon as each batch showed: ` +
        `${clickTimes.length} clicks, p50 ${ms(percentile(clickTimes, 50), 0)}, max ${ms(max(clickTimes), 0)} to the next 50)\n`,
    );
    console.log(
      table(
        [
          'scroll to bottom',
          'frames',
          'p50 frame',
          'p95 frame',
          'max frame',
          `> ${DROPPED_FRAME_MS} ms`,
          'long tasks',
        ],
        [
          frameRow(`/ (${ACTIVITIES} activities)`, activityScroll),
          frameRow(`/activity/{id}/manage (${DATES} dates)`, datesScroll),
        ],
        'lrrrrrl',
      ),
    );
    console.log(`(${SCROLL_STEP} px a frame via requestAnimationFrame, warm page)`);

    const worstTask = max(
      [...activityLoads, ...dateLoads.flatMap((load) => [load.first, load.all])].flatMap((l) => l.longTasks),
    );
    if (worstTask > 1_000)
      console.log(`\nWARNING: a long task of ${ms(worstTask, 0)} blocked the main thread`);
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
