// Issue 17, start-up: how long `npm start` takes to answer /api/health, beside a bare Fastify hello's start to
// its first answer on the same Node (the limit), in alternating rounds:
//   (a) the bare Fastify hello, (b) `npm start` again on a data directory that already has the demo data,
//   (c) `npm start` on a fresh, empty DATA_DIR (demo data made), (d) `npm run build` when nothing changed.
// It builds first if anything changed (that build is reported, not timed against a target).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './lib/app-server';
import { fail, loadAverage } from './lib/browser-harness';
import { median, ms, table } from './lib/stats';
import { reportTarget } from './lib/targets';

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);
const ANSWER_TIMEOUT_MS = 120_000;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-bench-start-'));
process.once('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(1));

const HELLO = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * Starts `command` in a process group of its own and polls `url` every 20 ms; resolves with the milliseconds
 * from spawning to the first 200, then stops the whole group (npm, node) and waits for it to exit.
 */
async function timeToAnswer(command: string, args: string[], url: string, env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-5_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    for (;;) {
      if (gone) fail(`${command} ${args.join(' ')} exited before answering:\n${errors}`);
      if (performance.now() - started > ANSWER_TIMEOUT_MS) fail(`${url} did not answer:\n${errors}`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 15_000);
    await exited;
    // npm may exit before the server it started: the server's lock on DATA_DIR goes when the server has.
    while (env.DATA_DIR && fs.existsSync(path.join(env.DATA_DIR, 'usher.pid'))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearTimeout(timer);
  }
}

async function bareFastify(): Promise<number> {
  const port = await freePort();
  return timeToAnswer(process.execPath, ['--input-type=module', '-e', HELLO], `http://127.0.0.1:${port}/`, {
    PORT: String(port),
  });
}

async function npmStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  return timeToAnswer('npm', ['start', '--silent'], `${baseUrl}/api/health`, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'auto',
    LOG_LEVEL: 'warn',
  });
}

/** `npm run build`, timed; with `expectNothing`, fails unless it said both builds are up to date. */
function build(expectNothing: boolean): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (result.status !== 0) fail(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  const upToDate = (result.stdout.match(/up to date/g) ?? []).length;
  if (expectNothing && upToDate !== 2) fail(`npm run build rebuilt with nothing changed:\n${result.stdout}`);
  if (!expectNothing)
    console.log(
      result.stdout
        .split('\n')
        .filter((line) => /^(web app|API):/.test(line))
        .join('\n'),
    );
  return elapsed;
}

console.log(`load average before: ${loadAverage()}`);
console.log(`build if anything changed: ${ms(build(false), 0)}`);

const existingDir = path.join(scratch, 'existing');
// The first start makes the demo data that every restart then finds.
await npmStart(existingDir);

const timings = {
  hello: [] as number[],
  restart: [] as number[],
  fresh: [] as number[],
  check: [] as number[],
};
for (let round = 1; round <= ROUNDS; round++) {
  timings.hello.push(await bareFastify());
  timings.restart.push(await npmStart(existingDir));
  const freshDir = path.join(scratch, `fresh-${round}`);
  timings.fresh.push(await npmStart(freshDir));
  fs.rmSync(freshDir, { recursive: true, force: true, maxRetries: 5 });
  timings.check.push(build(true));
  console.log(
    `round ${round}: hello ${ms(timings.hello.at(-1)!, 0)}, restart ${ms(timings.restart.at(-1)!, 0)}, ` +
      `fresh ${ms(timings.fresh.at(-1)!, 0)}, no-change build ${ms(timings.check.at(-1)!, 0)}`,
  );
}
console.log(`load average after: ${loadAverage()}\n`);

const hello = median(timings.hello);
const restart = median(timings.restart);
const fresh = median(timings.fresh);
const check = median(timings.check);
console.log(
  table(
    ['what (median of ' + ROUNDS + ')', 'time to first answer', 'ratio to hello'],
    [
      ['(a) bare Fastify hello: node -e, listen, GET /', ms(hello, 0), '1.0'],
      ['(b) npm start, existing data: /api/health', ms(restart, 0), (restart / hello).toFixed(1)],
      ['(c) npm start, fresh DATA_DIR: /api/health', ms(fresh, 0), (fresh / hello).toFixed(1)],
      ['(d) npm run build with nothing changed', ms(check, 0), (check / hello).toFixed(1)],
    ],
    'lrr',
  ),
);
console.log('');
const limit = `bare Fastify hello ${ms(hello, 0)}`;
reportTarget({
  name: 'start-up: npm start with existing data to /api/health',
  measured: ms(restart, 0),
  limit,
  target: '≤ 3 s',
  ratio: restart / hello,
  pass: restart <= 3_000,
});
reportTarget({
  name: 'start-up: npm start on a fresh DATA_DIR to /api/health',
  measured: ms(fresh, 0),
  limit,
  target: '≤ 10 s',
  ratio: fresh / hello,
  pass: fresh <= 10_000,
});
reportTarget({
  name: 'start-up: npm run build with nothing changed',
  measured: ms(check, 0),
  limit,
  target: 'rebuilds nothing',
  ratio: check / hello,
  pass: true,
});
