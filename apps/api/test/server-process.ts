import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const API_DIR = path.join(import.meta.dirname, '..');
const START_TIMEOUT_MS = 90_000;

/** How a process ended, and how long after the signal that ended it. */
export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null; afterMs: number };

export type ServerProcess = {
  url: string;
  stop(): Promise<void>;
  /** Sends `signal` and resolves once the process has exited (a SIGTERM waits for its graceful stop). */
  kill(signal: NodeJS.Signals): Promise<ProcessExit>;
  /** What the process wrote to stderr (LOG_LEVEL warn and up), to explain a failure. */
  stderr(): string;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

/**
 * A real `server.ts` process, as production runs it (its own port, data directory and pool), with `env` on top;
 * resolves once `/api/health` answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      DEMO_DATA: 'never',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const exit = new Promise<Omit<ProcessExit, 'afterMs'>>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = async (signal: NodeJS.Signals) => {
    const sentAt = Date.now();
    child.kill(signal);
    return { ...(await exit), afterMs: Date.now() - sentAt };
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop, kill, stderr: () => stderr };
    await sleep(200);
  }
  await stop();
  throw new Error(`server process did not start: ${stderr.slice(-2000)}`);
}
