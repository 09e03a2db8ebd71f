import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './server-process';

export type RedisServer = { url: string; stop(): Promise<void> };

/** The `redis-server` binary on the PATH, if this machine has one (`.ci/run` installs it). */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** Whether a Redis at `url` answers PING now (no retries: a missing Redis answers false at once). */
export async function answersPing(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A Redis of the test's own on a free loopback port, in memory only; resolves once it answers PING. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && child.exitCode === null;) {
    if (await answersPing(url)) return { url, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`redis-server did not start on port ${port}`);
}
