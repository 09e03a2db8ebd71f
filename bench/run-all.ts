// Runs every bench scenario in its own process, each with a time limit, and fails if any of them fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTargetReports } from './lib/targets';
import { table } from './lib/stats';

// Limits are about twice the slowest run seen on the 2-core bench machine while other work shared it.
const SCENARIOS = [
  { file: 'bundle-size.ts', timeoutMs: 60_000 },
  { file: 'first-load.ts', timeoutMs: 600_000 },
  { file: 'render-lists.ts', timeoutMs: 300_000 },
  { file: 'render-guest-list.ts', timeoutMs: 300_000 },
  { file: 'render-promo-codes.ts', timeoutMs: 300_000 },
  { file: 'door-scan-chromium.ts', timeoutMs: 300_000 },
  { file: 'door-postgres.ts', timeoutMs: 600_000 },
  { file: 'door-check-in.ts', timeoutMs: 900_000 },
  { file: 'messaging-import.ts', timeoutMs: 300_000 },
  { file: 'messaging-postgres.ts', timeoutMs: 600_000 },
  { file: 'webhooks-postgres.ts', timeoutMs: 300_000 },
  { file: 'waitlist-postgres.ts', timeoutMs: 300_000 },
  { file: 'checkout-postgres.ts', timeoutMs: 300_000 },
  { file: 'start-up.ts', timeoutMs: 600_000 },
  { file: 'public-page.ts', timeoutMs: 600_000 },
  { file: 'offline-door.ts', timeoutMs: 300_000 },
  { file: 'issuing-postgres.ts', timeoutMs: 300_000 },
  { file: 'scale-postgres.ts', timeoutMs: 600_000 },
  { file: 'guest-list-postgres.ts', timeoutMs: 900_000 },
  { file: 'guest-list-pglite.ts', timeoutMs: 600_000 },
];

const targetsFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'usher-bench-targets-')),
  'targets.jsonl',
);

/** One scenario in a process group of its own, so that a timeout also stops the app server it started. */
function run(file: string, timeoutMs: number): Promise<{ status: number | null; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, BENCH_TARGETS_FILE: targetsFile },
    });
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    let timedOut = false;
    // SIGTERM lets the scenario stop its server and remove its temporary data; SIGKILL 10 s later if it hangs.
    const timer = setTimeout(() => {
      timedOut = true;
      signalGroup('SIGTERM');
      setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    const interrupt = () => {
      signalGroup('SIGTERM');
      process.exit(130);
    };
    process.once('SIGINT', interrupt);
    child.once('exit', (status) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupt);
      resolve({ status, timedOut });
    });
  });
}

// `npm run bench -w bench -- door` runs only the scenarios whose file name contains an argument.
const wanted = process.argv.slice(2);
const chosen = SCENARIOS.filter(
  ({ file }) => wanted.length === 0 || wanted.some((word) => file.includes(word)),
);
if (chosen.length === 0) {
  console.error(
    `No scenario matches ${wanted.join(', ')}; they are ${SCENARIOS.map((s) => s.file).join(', ')}`,
  );
  process.exit(1);
}

let failures = 0;
for (const { file, timeoutMs } of chosen) {
  console.log(`\n=== ${file}\n`);
  const started = Date.now();
  const result = await run(file, timeoutMs);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = result.timedOut || result.status !== 0;
  if (failed) failures += 1;
  const why = result.timedOut ? `killed after ${timeoutMs / 1000}s limit` : `exit ${result.status}`;
  console.log(`\n${failed ? 'FAIL' : 'ok'}  ${file} in ${seconds}s${failed ? ` (${why})` : ''}`);
}
const targets = readTargetReports(targetsFile);
if (targets.length > 0) {
  console.log('\n=== Targets (each beside its limit, measured in this run)\n');
  console.log(
    table(
      ['', 'what', 'measured', 'limit', 'ratio', 'target'],
      targets.map((t) => [
        t.pass ? 'PASS' : 'FAIL',
        t.name,
        t.measured,
        t.limit,
        t.ratio === undefined ? '—' : t.ratio.toFixed(2),
        t.target,
      ]),
      'llllrl',
    ),
  );
  const missed = targets.filter((t) => !t.pass).length;
  console.log(`\ntargets: ${targets.length - missed} PASS, ${missed} FAIL`);
}
process.exit(failures > 0 ? 1 : 0);
