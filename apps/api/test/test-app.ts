import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { createDeliveryWorker } from '../src/modules/delivery/delivery.worker';
import { composeSendRow } from '../src/modules/mailing/send-message.composer';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import { TestClient } from './test-client';
import { createTestDatabase, type TestDatabase } from './test-database';
import { createDeliveryTestDatabase, testQueueConnection, type TestDeliveryOptions } from './test-delivery';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  config: AppConfig;
  /** A browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
};

export type StartTestAppOptions = {
  /** A database to start on, as a restarted app does; its owner drops it. */
  database?: TestDatabase;
  /** Runs a delivery worker beside the app, as `server.ts` does; it stops when the app closes. */
  delivery?: TestDeliveryOptions;
  /** Rewrites the app's SQL, for control runs that take a safeguard out (see race-seams.ts). */
  databasePlugins?: KyselyPlugin[];
  /** A payment provider in place of the one the config names (one that fails, say). */
  payments?: PaymentProvider;
  /** Fastify's logger options, for a test that reads what the app logs. */
  logger?: object;
};

/** The whole app on a fresh database of its own, listening on a free loopback port. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: StartTestAppOptions = {},
): Promise<TestApp> {
  const isOwnDatabase = !options.database;
  const database =
    options.database ?? (options.delivery ? await createDeliveryTestDatabase() : await createTestDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-test-'));
  const config = {
    // The existing tests buy on the test payment page; tests of the production default set testPayments: false.
    ...loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', TEST_PAYMENTS: 'true' }),
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...overrides,
  };
  const appDb = (options.databasePlugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db);
  const delivery =
    options.delivery &&
    createDeliveryWorker({
      ...options.delivery,
      db: appDb,
      config,
      composeSend: composeSendRow,
      connection: await testQueueConnection(database),
    });
  const app = await buildApp({
    config,
    db: appDb,
    databaseKind: database.kind,
    delivery,
    payments: options.payments,
    logger: options.logger,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const runningConfig = { ...config, publicUrl: address };
  app.config.publicUrl = address;
  await delivery?.start(app.log);
  return {
    app,
    db: database.db,
    baseUrl: address,
    config: runningConfig,
    client: () => new TestClient(address),
    async close() {
      await app.close();
      if (isOwnDatabase) await database.drop();
      // A send the test's own delivery worker finishes after the app closed may still be writing a message file
      // into the dev mailbox (ENOTEMPTY mid-removal): retried, as Node's rm does for it.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}
