import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { ConnectionErrorListener } from '../../db/connect';
import type { Db } from '../../db/database';
import { queuePoolExecutor } from '../../db/queue-pool';

/** Where pg-boss keeps its jobs: the app's own PGlite, or its own pool and schema on PostgreSQL. */
export type QueueConnection = { pglite: PGlite } | { connectionString: string; schema: string };

export type QueueExecutor = PgBoss.Db & { drain(): Promise<void>; close?(): Promise<void> };

/**
 * PGlite is one session: pg-boss's statements take Kysely's connection for their turn, so they never run
 * inside an open Kysely transaction (and so must never be awaited inside one), and multi-statement scripts
 * go through `exec`. A failed script is rolled back, so it cannot leave the app's only session in an aborted
 * transaction. `drain` waits for statements pg-boss started without awaiting them (completing a job).
 */
export function pgliteExecutor(db: Db, pglite: PGlite): QueueExecutor {
  const running = new Set<Promise<unknown>>();
  const run = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return pglite.query(text, values);
    try {
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } catch (error) {
      if (/\bbegin\b/i.test(text)) await pglite.exec('rollback').catch(() => undefined);
      throw error;
    }
  };
  return {
    executeSql(text, values) {
      const statement = db.connection().execute(() => run(text, values));
      running.add(statement);
      void statement.catch(() => undefined).finally(() => running.delete(statement));
      return statement;
    },
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}

/** pg-boss's own default schema, which it takes on PGlite. */
const PGLITE_QUEUE_SCHEMA = 'pgboss';

export type QueueSettings = {
  sendTimeoutMs: number;
  retryLimit: number;
  retryDelaySeconds: number;
  maintenanceIntervalSeconds: number;
};

/**
 * A pg-boss instance on the connection, and the executor to drain (and close) once it has stopped. pg-boss
 * (and node-postgres with it) is loaded here, once the server listens, not while it starts.
 */
export async function createBoss(
  db: Db,
  connection: QueueConnection,
  settings: QueueSettings,
  onConnectionError?: ConnectionErrorListener,
) {
  const common = {
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  } as const;
  const { default: PgBoss } = await import('pg-boss');
  if ('pglite' in connection) {
    const executor = pgliteExecutor(db, connection.pglite);
    return { boss: new PgBoss({ ...common, db: executor }), executor, schema: PGLITE_QUEUE_SCHEMA };
  }
  const executor = queuePoolExecutor(connection.connectionString, onConnectionError);
  return {
    boss: new PgBoss({ ...common, db: executor, schema: connection.schema }),
    executor,
    schema: connection.schema,
  };
}

/** SQLSTATEs of a `create index if not exists` that lost a race with another process creating it. */
const CREATED_MEANWHILE = new Set(['42P07', '23505']);

/**
 * An index of the waiting jobs in the order pg-boss fetches them. Its own index has them by start time, so each
 * fetch sorted every waiting job of the queue: behind a rush of 4,000 orders a fetch took 2 to 5 ms of the
 * database's CPU, one message at a time. With this index a fetch can read the first job and stop (0.06 ms); the
 * planner takes it when its statistics of the table show the waiting jobs as many.
 */
export async function indexJobsInFetchOrder(boss: PgBoss, schema: string): Promise<void> {
  try {
    await boss
      .getDb()
      .executeSql(
        `create index if not exists job_fetch_order on ${schema}.job (name, priority desc, created_on, id) ` +
          `where state < 'active'`,
        [],
      );
  } catch (error) {
    if (!CREATED_MEANWHILE.has((error as { code?: string }).code ?? '')) throw error;
  }
}

/**
 * One job per message, retried with backoff. A job expires (and is handed out again) only well after its
 * send has given up, so pg-boss never gives a message to a second worker while the first is still sending.
 */
export function deliveryQueueOptions(name: string, settings: QueueSettings): PgBoss.Queue {
  return {
    name,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: Math.max(1, Math.ceil((settings.sendTimeoutMs * 4) / 1000)),
  };
}
