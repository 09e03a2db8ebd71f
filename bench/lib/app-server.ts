// Starts the real app (apps/api/src/server.ts) as a child node process, so its memory is its own to measure.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(repoRoot, 'apps/api');

export type Memory = { rssKb: number; hwmKb: number };

export type AppServer = {
  baseUrl: string;
  /** The node process serving the app itself: no npm or tsx wrapper in between. */
  pid: number;
  dataDir: string;
  /** VmRSS and VmHWM (peak RSS) of the server process, from /proc/{pid}/status. */
  memory(): Memory;
  /** Resets VmHWM to the current RSS (`echo 5 > /proc/{pid}/clear_refs`); false where the kernel refuses. */
  resetPeak(): boolean;
  /** The server's last output, for error messages. */
  output(): string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function readMemory(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/** Servers still running, with their data directories: killed and removed if the scenario exits early. */
const running = new Map<ChildProcess, string>();
process.once('exit', () => {
  for (const [child, dataDir] of running) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
// run-all.ts stops a scenario over its time limit with SIGTERM first: exit, so the handler above cleans up.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(1));

/**
 * `node --import tsx src/server.ts` in apps/api, which is what `npm run serve` runs under npm and tsx's CLI
 * wrappers, with a free port, a fresh temporary DATA_DIR and LOG_LEVEL=warn. Resolves once /api/health answers.
 */
export async function startApp(
  env: { DATABASE_URL?: string; DEMO_DATA: 'auto' | 'always' | 'never' },
  /** More settings for the scenario, e.g. SMTP_URL for a loopback mail server. */
  extraEnv: Record<string, string> = {},
): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-bench-'));
  // BENCH_CPU_PROFILE_DIR: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: env.DATABASE_URL ?? '',
      DEMO_DATA: env.DEMO_DATA,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.set(child, dataDir);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? code}`;
  });

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the app ${exited} before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not answer /api/health within 120 s:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    dataDir,
    memory: () => readMemory(pid),
    resetPeak: () => {
      try {
        fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    output: () => output,
    stop: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      running.delete(child);
    },
  };
}
