import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { ApiClient } from './api-client';
import { max, median, ms, sum } from './stats';

/** What the browser benchmarks (render-*.ts) share: the browser, the demo sign-in, long tasks and API timing. */

export const DEMO_ORGANISER = { email: 'organiser@example.com', password: 'demo1234' };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** Ends the benchmark with a message that names its script. */
export function fail(message: string): never {
  console.error(`\n${path.basename(process.argv[1] ?? 'bench', '.ts')}: ${message}`);
  process.exit(1);
}

export type LongTask = { start: number; duration: number };
export type Probe = { __longTasks: LongTask[] };

/** Every long task of the document, from before its first script runs (an init script). */
export function observeLongTasks() {
  const probe = window as unknown as Probe;
  probe.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Lets trailing work finish: two frames and an idle wait. */
export async function settle(page: Page, idleMs: number) {
  await page.evaluate(
    (idle) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, idle))),
      ),
    idleMs,
  );
}

/** Median time and size of an API answer the screen waits for. */
export async function timeApi(client: ApiClient, label: string, url: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 5; run++) {
    const answer = await client.request('GET', url);
    if (answer.status !== 200) fail(`GET ${url} answered ${answer.status}`);
    times.push(answer.ms);
    bytes = Buffer.byteLength(answer.text);
  }
  return [label, ms(median(times)), `${(bytes / 1024).toFixed(0)} KB`];
}

export const taskSummary = (tasks: number[]) =>
  tasks.length === 0 ? '0' : `${tasks.length}: ${ms(sum(tasks), 0)} total, ${ms(max(tasks), 0)} max`;

/** The machine's load averages (1, 5, 15 min), printed beside the figures. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
