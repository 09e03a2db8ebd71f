import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A command waits no longer than this for Redis; then it fails and the caller carries on without it. */
const COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before serving without it (it keeps reconnecting). */
const READY_TIMEOUT_MS = 2_000;

export type SharedRedis = {
  /** For commands (the rate-limit counters, publishing); fails at once while Redis is down. */
  commands: Redis;
  /** Subscribed to channels only; resubscribes by itself after a reconnect. */
  subscriber: Redis;
  keyPrefix: string;
  close(): void;
};

function whenReady(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, READY_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Two connections to the installation's Redis. Neither ever stops a request: commands are not queued while
 * Redis is down (they fail at once, or after 500 ms), errors are logged once per outage, and reconnecting
 * goes on in the background, so Redis down means per-process limits and a 1 s cache, never a 500.
 */
export async function connectRedis(
  { url, keyPrefix }: { url: string; keyPrefix: string },
  log: FastifyBaseLogger,
): Promise<SharedRedis> {
  // Loaded only by an installation that uses Redis.
  const { Redis } = await import('ioredis');
  const open = (role: string, options: { enableOfflineQueue: boolean }) => {
    const redis = new Redis(url, {
      ...options,
      commandTimeout: role === 'commands' ? COMMAND_TIMEOUT_MS : undefined,
      maxRetriesPerRequest: 1,
      connectTimeout: READY_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    let isDown = false;
    redis.on('error', (error: Error) => {
      if (!isDown) log.warn({ role, err: error.message }, 'Redis unavailable; serving without it');
      isDown = true;
    });
    redis.on('ready', () => {
      if (isDown) log.info({ role }, 'Redis back');
      isDown = false;
    });
    return redis;
  };
  const commands = open('commands', { enableOfflineQueue: false });
  const subscriber = open('subscriber', { enableOfflineQueue: true });
  await Promise.all([whenReady(commands), whenReady(subscriber)]);
  return {
    commands,
    subscriber,
    keyPrefix,
    close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
