import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';
import { describeConnectionError } from '../../db/connection-errors';
import type { Db } from '../../db/database';
import { StatementBatcher } from '../../db/statement-batcher';
import {
  createBoss,
  deliveryQueueOptions,
  indexJobsInFetchOrder,
  type QueueConnection,
  type QueueSettings,
} from './delivery.queue';
import { createPaymentProvider } from '../payments/payment-providers';
import type { PaymentProvider } from '../payments/payment-provider';
import { createTransports } from './delivery.transports';
import { SEND_TIMEOUT_MS, type SendComposer, type Transports } from './message.transport';
import { deliverOutboxMessage } from './outbox.service';
import {
  countQueuedPending,
  listQueuedPending,
  listUnqueuedIds,
  markEnqueued,
  recordFailure,
} from './outbox.repository';

export type { QueueConnection } from './delivery.queue';
export const DELIVERY_QUEUE = 'deliver-message';

export type DeliveryWorkerOptions = {
  db: Db;
  config: AppConfig;
  connection: QueueConnection;
  /** Composes a row of an organiser's send (the mailing module's `composeSendRow`). */
  composeSend: SendComposer;
  transports?: Transports;
  /** Closes payments for 'payment' rows; by default the provider the config names (the app's own). */
  payments?: Pick<PaymentProvider, 'expirePayment'>;
  /** How many messages one process sends at a time (default DELIVERY_CONCURRENCY). */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  /** How often the relay looks for committed outbox rows that have no queue job yet. */
  relayIntervalMs?: number;
  /** How often pending rows whose job ended without them (a crash on the last attempt) get a new chance. */
  sweepIntervalMs?: number;
} & Partial<QueueSettings>;

/** What the app needs from delivery: hand over committed outbox ids, and stop on close. */
export type DeliveryQueue = {
  /** Only for committed rows, and never awaited inside a transaction (on PGlite that would wait forever). */
  enqueue(outboxIds: string[]): Promise<void>;
  stop(): Promise<void>;
};

/** Without a worker the rows wait in the outbox; the next worker to start sends them. */
export const idleDeliveryQueue: DeliveryQueue = { enqueue: async () => {}, stop: async () => {} };

export type DeliveryWorker = DeliveryQueue & { start(log: FastifyBaseLogger): Promise<void> };

const BATCH = 200;
/** At most this many orders' messages go to the queue in one hand-over. */
const HAND_OVER_BATCH = 64;
/**
 * At most this many relayed messages wait in the queue at once; the rest wait in the outbox, in order. pg-boss
 * sorts every waiting job of the queue on each fetch: a send of 50,000 handed over at once made each fetch
 * sort 50,000 jobs (60 ms, spilling to disk) and the drain crawled at 8 messages a second.
 */
const QUEUE_WINDOW = 1_000;

/**
 * Sends outbox messages through a pg-boss queue whose job id is the outbox row id: one job per message,
 * retried with backoff, and a job whose row it cannot claim (sent, failed or cancelled) does nothing.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, config, connection } = options;
  const settings: QueueSettings = {
    sendTimeoutMs: options.sendTimeoutMs ?? SEND_TIMEOUT_MS,
    retryLimit: options.retryLimit ?? 5,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  };
  const transports = options.transports ?? createTransports(config, { timeoutMs: settings.sendTimeoutMs });
  const payments = options.payments ?? createPaymentProvider(config);
  const relayIntervalMs = options.relayIntervalMs ?? 1_000;
  const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  const inFlight = new Set<string>();
  const workerIds: string[] = [];
  let running: Awaited<ReturnType<typeof createBoss>> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let background: Promise<void> = Promise.resolve();
  let lastSweep = 0;
  let log: FastifyBaseLogger | undefined;

  /** One job per outbox row, its id the row's: a row whose job exists already gets no second one. */
  const handOver = async (ids: string[]) => {
    const boss = running?.boss;
    if (!boss || ids.length === 0) return;
    await boss.insert(ids.map((id) => ({ id, name: DELIVERY_QUEUE, data: { outboxId: id } })));
    await markEnqueued(db, ids);
    for (const workerId of workerIds) boss.notifyWorker(workerId);
  };

  /**
   * Orders that end while a hand-over is running go together in the next one: in a rush of sales that is two
   * statements for many orders rather than two for each (issue 17).
   */
  const handOvers = new StatementBatcher<string[], null>({
    maxInFlight: 1,
    maxBatch: HAND_OVER_BATCH,
    keysOf: () => [],
    run: async (orders) => {
      await handOver(orders.flat());
      return orders.map(() => null);
    },
  });
  const enqueue = async (ids: string[]) => {
    if (ids.length > 0) await handOvers.submit(ids);
  };

  /**
   * Moves committed rows whose time has come into the queue, keeping at most QUEUE_WINDOW there (a crash
   * between the two steps only repeats the no-op insert).
   */
  const relay = async () => {
    for (;;) {
      const room = QUEUE_WINDOW - (await countQueuedPending(db, QUEUE_WINDOW));
      const take = Math.min(BATCH, room);
      if (take <= 0) return;
      const ids = await listUnqueuedIds(db, take);
      await handOver(ids);
      if (ids.length < take) return;
    }
  };

  /**
   * A pending row whose job failed for good without the row being marked (a crash or an expiry on the last
   * try) or whose job is gone would wait forever: it gets one more try, or is marked failed once its attempts
   * are used up. A completed job means the row was marked meanwhile; it is left alone.
   */
  const sweep = async (enqueuedBefore: Date) => {
    const boss = running?.boss;
    if (!boss) return;
    for (const row of await listQueuedPending(db, { before: enqueuedBefore, limit: BATCH })) {
      const job = await boss.getJobById(DELIVERY_QUEUE, row.id);
      if (job && job.state !== 'failed') continue;
      log?.warn({ outboxId: row.id, job: job?.state ?? 'none' }, 'delivery: pending message had no live job');
      if (row.attempts > settings.retryLimit) {
        await recordFailure(db, row.id, `gave up after ${row.attempts} attempts`, true);
      } else if (job) {
        await boss.retry(DELIVERY_QUEUE, row.id); // only the first of several processes moves it back
      } else {
        await boss.insert([{ id: row.id, name: DELIVERY_QUEUE, data: { outboxId: row.id } }]);
      }
    }
  };

  const tick = async () => {
    await relay();
    if (Date.now() - lastSweep >= sweepIntervalMs) {
      lastSweep = Date.now();
      await sweep(new Date(lastSweep - sweepIntervalMs));
    }
  };

  const schedule = () => {
    timer = setTimeout(() => {
      background = tick()
        .catch((error: unknown) => log?.error({ err: error }, 'delivery: relay failed'))
        .finally(() => {
          if (running) schedule();
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
      const outcome = await deliverOutboxMessage(
        { db, transports, config, composeSend: options.composeSend, payments },
        id,
        {
          isLastAttempt: job.retryCount >= job.retryLimit,
        },
      );
      log?.debug({ outboxId: id, outcome }, 'delivery: job done');
    } catch (error) {
      log?.warn({ outboxId: id, err: error, retryCount: job.retryCount }, 'delivery: send failed');
      throw error;
    } finally {
      inFlight.delete(id);
      // More may be waiting: fetch again at once instead of after the polling interval, so a backlog drains
      // as fast as the providers answer (one job per poll would send one message a second).
      for (const workerId of workerIds) running?.boss.notifyWorker(workerId);
    }
  };

  return {
    async start(logger) {
      log = logger;
      const started = await createBoss(db, connection, settings, (fields) =>
        log?.warn(fields, 'delivery: queue connection lost'),
      );
      // Its maintenance and workers fail while the database is away: logged like the pool's, without secrets.
      started.boss.on('error', (error) =>
        log?.error({ ...describeConnectionError(error), stack: error.stack }, 'delivery: queue error'),
      );
      await started.boss.start();
      await indexJobsInFetchOrder(started.boss, started.schema);
      const queueOptions = deliveryQueueOptions(DELIVERY_QUEUE, settings);
      await started.boss.createQueue(DELIVERY_QUEUE, queueOptions);
      // createQueue leaves an existing queue as it was: the expiry must follow this process's send timeout.
      await started.boss.updateQueue(DELIVERY_QUEUE, queueOptions);
      running = started;
      const workOptions = {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      } as const;
      for (let i = 0; i < (options.concurrency ?? config.deliveryConcurrency); i++) {
        workerIds.push(await started.boss.work(DELIVERY_QUEUE, workOptions, handle));
      }
      // Whatever the last process left behind: rows never queued, and queued rows whose job is gone.
      lastSweep = Date.now();
      await sweep(new Date(lastSweep));
      await relay();
      schedule();
    },
    enqueue,
    async stop() {
      const stopping = running;
      running = null;
      clearTimeout(timer);
      await background;
      if (!stopping) return;
      // Graceful: sends in flight finish (each gives up within the send timeout) and are marked.
      await stopping.boss.stop({ graceful: true, wait: true, timeout: settings.sendTimeoutMs + 5_000 });
      await stopping.executor?.drain();
      await stopping.executor?.close?.();
      for (const transport of Object.values(transports)) transport.close?.();
    },
  };
}
