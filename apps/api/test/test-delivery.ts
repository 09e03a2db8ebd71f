import { sql } from 'kysely';
import type { QueueConnection } from '../src/modules/delivery/delivery.queue';
import type { DeliveryWorkerOptions } from '../src/modules/delivery/delivery.worker';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Settings of a test's delivery worker: short intervals, so a test waits well under a second per step. */
export type TestDeliveryOptions = Partial<Omit<DeliveryWorkerOptions, 'db' | 'config' | 'connection'>>;

export const FAST_DELIVERY: TestDeliveryOptions = {
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
  relayIntervalMs: 100,
  sweepIntervalMs: 500,
  sendTimeoutMs: 5_000,
  retryDelaySeconds: 1,
  maintenanceIntervalSeconds: 1,
};

/** Where the test database's queue lives: in its PGlite, or in a PostgreSQL schema beside the test schema. */
export async function testQueueConnection(database: TestDatabase): Promise<QueueConnection> {
  if (database.pglite) return { pglite: database.pglite };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return {
    connectionString: database.url ?? process.env.TEST_DATABASE_URL!,
    schema: `${rows[0]!.schema}_boss`,
  };
}

/** A test database for apps that restart on it; its queue schema lives inside it and is dropped with it. */
export async function createDeliveryTestDatabase(): Promise<TestDatabase> {
  return createTestDatabase();
}
