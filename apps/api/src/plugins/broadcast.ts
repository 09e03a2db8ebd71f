import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from './redis';

/**
 * Messages to every process of the installation: through Redis pub/sub when it is configured, else within this
 * process. The sender's own handlers run at once, before `publish` resolves; other processes' when Redis
 * delivers (a publish waits for Redis to take it, at most 500 ms, and a lost one is logged, never thrown).
 */
export type Broadcast = {
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, handler: (message: string) => void): Promise<void>;
};

type Handlers = Map<string, Set<(message: string) => void>>;

function deliver(handlers: Handlers, topic: string, message: string): void {
  for (const handler of handlers.get(topic) ?? []) handler(message);
}

function addHandler(handlers: Handlers, topic: string, handler: (message: string) => void): void {
  const ofTopic = handlers.get(topic) ?? new Set();
  ofTopic.add(handler);
  handlers.set(topic, ofTopic);
}

export function localBroadcast(): Broadcast {
  const handlers: Handlers = new Map();
  return {
    async publish(topic, message) {
      deliver(handlers, topic, message);
    },
    async subscribe(topic, handler) {
      addHandler(handlers, topic, handler);
    },
  };
}

/** How long start-up waits for a subscription before going on (Redis subscribes again once it is back). */
const SUBSCRIBE_TIMEOUT_MS = 2_000;

export function redisBroadcast(redis: SharedRedis, log: FastifyBaseLogger): Broadcast {
  const handlers: Handlers = new Map();
  // Messages carry the sender's id, so a process does not act twice on its own.
  const sender = crypto.randomUUID();
  const channelOf = (topic: string) => `${redis.keyPrefix}${topic}`;
  redis.subscriber.on('message', (channel: string, payload: string) => {
    const [from, message = ''] = payload.split('|', 2);
    if (from === sender || !channel.startsWith(redis.keyPrefix)) return;
    deliver(handlers, channel.slice(redis.keyPrefix.length), message);
  });
  return {
    async publish(topic, message) {
      deliver(handlers, topic, message);
      try {
        await redis.commands.publish(channelOf(topic), `${sender}|${message}`);
      } catch (error) {
        log.warn({ topic, err: (error as Error).message }, 'Redis did not take a broadcast');
      }
    },
    async subscribe(topic, handler) {
      addHandler(handlers, topic, handler);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SUBSCRIBE_TIMEOUT_MS);
      });
      await Promise.race([
        redis.subscriber.subscribe(channelOf(topic)).catch((error: Error) => {
          log.warn({ topic, err: error.message }, 'Redis subscription waits for Redis');
        }),
        timeout,
      ]);
      clearTimeout(timer);
    },
  };
}
