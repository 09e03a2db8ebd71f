import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { createPool, type ConnectionErrorListener } from '../../db/connect';
import { describeConnectionError } from '../../db/connection-errors';
import type { Db } from '../../db/database';

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

export type QueueSettings = {
  sendTimeoutMs: number;
  retryLimit: number;
  retryDelaySeconds: number;
  maintenanceIntervalSeconds: number;
};

/** A pg-boss instance on the connection, and the executor to drain (and close) once it has stopped. */
export function createBoss(
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
  if ('pglite' in connection) {
    const executor = pgliteExecutor(db, connection.pglite);
    return { boss: new PgBoss({ ...common, db: executor }), executor };
  }
  const executor = poolExecutor(connection.connectionString, onConnectionError);
  return { boss: new PgBoss({ ...common, db: executor, schema: connection.schema }), executor };
}

/**
 * The statements with which a pg-boss 10 worker records that a job completed or failed. It fires them
 * without awaiting them, so while the database is away their rejection would be unhandled and end the
 * process; such a job stays active, expires and is handed out again, and the outbox row's status makes the
 * repeat a no-op.
 */
const UNAWAITED_RECORDS = [
  /SET completed_on = now\(\),\s+state = 'completed'/,
  /DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\) AND state < 'completed'/,
];

/** pg-boss's statements on a pool of the queue's own that survives a database restart (see `createPool`). */
function poolExecutor(connectionString: string, onConnectionError?: ConnectionErrorListener): QueueExecutor {
  const pool = createPool({
    kind: 'postgres',
    url: connectionString,
    maxConnections: 4,
    applicationName: 'usher-delivery',
    onConnectionError,
  });
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const query = pool.query(text, values);
      const statement = UNAWAITED_RECORDS.some((record) => record.test(text))
        ? query.catch((error: unknown) => {
            onConnectionError?.(describeConnectionError(error));
            return { rows: [{ count: 0 }] };
          })
        : query;
      running.add(statement);
      void statement.catch(() => undefined).finally(() => running.delete(statement));
      return statement;
    },
    async drain() {
      await Promise.allSettled([...running]);
    },
    close: () => pool.end(),
  };
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
