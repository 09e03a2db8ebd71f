import type PgBoss from 'pg-boss';
import { createPool, type ConnectionErrorListener } from './connect';
import { describeConnectionError } from './connection-errors';

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
export function queuePoolExecutor(
  connectionString: string,
  onConnectionError?: ConnectionErrorListener,
): PgBoss.Db & { drain(): Promise<void>; close(): Promise<void> } {
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
