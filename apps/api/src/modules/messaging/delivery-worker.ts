import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { createTransports, SEND_TIMEOUT_MS, type Transports } from './message-transport';
import { deliverOutboxMessage } from './outbox.service';
import { listPendingIds, markEnqueued } from './outbox.repository';

export const DELIVERY_QUEUE = 'deliver-message';

/** Where pg-boss keeps its jobs: the app's own PGlite, or its own pool and schema on PostgreSQL. */
export type QueueConnection = { pglite: PGlite } | { connectionString: string; schema: string };

export type DeliveryWorkerOptions = {
  db: Db;
  config: AppConfig;
  connection: QueueConnection;
  transports?: Transports;
  /** How many messages one process sends at a time. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  /** How often the relay looks for committed outbox rows that have no queue job yet. */
  relayIntervalMs?: number;
};

/** What the app needs from delivery: hand over committed outbox ids, and stop on close. */
export type DeliveryQueue = {
  enqueue(outboxIds: string[]): Promise<void>;
  stop(): Promise<void>;
};

/** Without a worker the rows wait in the outbox; the next worker to start sends them. */
export const idleDeliveryQueue: DeliveryQueue = { enqueue: async () => {}, stop: async () => {} };

export type DeliveryWorker = DeliveryQueue & { start(log: FastifyBaseLogger): Promise<void> };

/**
 * PGlite is one session: pg-boss's statements take Kysely's connection for their turn, so they never
 * run inside an open Kysely transaction, and multi-statement scripts go through `exec`.
 */
function pgliteExecutor(db: Db, pglite: PGlite): PgBoss.Db {
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
  };
}

/**
 * Sends outbox messages through a pg-boss queue whose job id is the outbox row id: one job per message,
 * retried with backoff, and a job that finds its row no longer pending does nothing.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, config, connection } = options;
  const transports = options.transports ?? createTransports(config);
  const relayIntervalMs = options.relayIntervalMs ?? 1_000;
  const inFlight = new Set<string>();
  const workerIds: string[] = [];
  let boss: PgBoss | null = null;
  let relayTimer: NodeJS.Timeout | undefined;
  let relaying: Promise<void> = Promise.resolve();
  let log: FastifyBaseLogger | undefined;

  /** One job per outbox row, its id the row's: enqueuing the same row again while its job exists is a no-op. */
  const enqueue = async (ids: string[]) => {
    const queue = boss;
    if (!queue || ids.length === 0) return;
    for (const id of ids) await queue.send(DELIVERY_QUEUE, { outboxId: id }, { id });
    await markEnqueued(db, ids);
    for (const workerId of workerIds) queue.notifyWorker(workerId);
  };

  /** Moves committed rows into the queue; at start also every pending row, in case its job was lost. */
  const relay = async (includeQueued: boolean) => {
    for (;;) {
      const ids = await listPendingIds(db, { includeQueued, limit: includeQueued ? 10_000 : 200 });
      await enqueue(ids);
      if (includeQueued || ids.length < 200) return;
    }
  };

  const scheduleRelay = () => {
    relayTimer = setTimeout(() => {
      relaying = relay(false)
        .catch((error: unknown) => log?.error({ err: error }, 'delivery: relay failed'))
        .finally(() => {
          if (boss) scheduleRelay();
        });
    }, relayIntervalMs);
  };

  const handle = async ([job]: PgBoss.JobWithMetadata<{ outboxId: string }>[]) => {
    if (!job) return;
    const id = job.data.outboxId;
    // pg-boss hands a job to one worker at a time; this guards the same process against its own retry.
    if (inFlight.has(id)) throw new Error(`outbox message ${id} is already being sent`);
    inFlight.add(id);
    try {
      const outcome = await deliverOutboxMessage({ db, transports }, id, {
        isLastAttempt: job.retryCount >= job.retryLimit,
      });
      log?.debug({ outboxId: id, outcome }, 'delivery: job done');
    } catch (error) {
      log?.warn({ outboxId: id, err: error, retryCount: job.retryCount }, 'delivery: send failed');
      throw error;
    } finally {
      inFlight.delete(id);
    }
  };

  return {
    async start(logger) {
      log = logger;
      const common = { schedule: false, supervise: true, migrate: true } as const;
      boss =
        'pglite' in connection
          ? new PgBoss({ ...common, db: pgliteExecutor(db, connection.pglite) })
          : new PgBoss({
              ...common,
              connectionString: connection.connectionString,
              schema: connection.schema,
              max: 4,
              application_name: 'usher-delivery',
            });
      boss.on('error', (error) => log?.error({ err: error }, 'delivery: queue error'));
      await boss.start();
      await boss.createQueue(DELIVERY_QUEUE, {
        name: DELIVERY_QUEUE,
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: Math.ceil((SEND_TIMEOUT_MS * 4) / 1000),
      });
      for (let i = 0; i < (options.concurrency ?? 2); i++) {
        workerIds.push(
          await boss.work(
            DELIVERY_QUEUE,
            {
              batchSize: 1,
              includeMetadata: true,
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            },
            handle,
          ),
        );
      }
      await relay(true);
      scheduleRelay();
    },
    enqueue,
    async stop() {
      const stopping = boss;
      boss = null;
      clearTimeout(relayTimer);
      await relaying;
      // Graceful: sends in flight finish and are marked before the database closes.
      await stopping?.stop({ graceful: true, wait: true, timeout: SEND_TIMEOUT_MS + 5_000 });
    },
  };
}
