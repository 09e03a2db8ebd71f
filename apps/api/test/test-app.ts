import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { TestClient } from './test-client';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  config: AppConfig;
  /** A browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
};

/** The whole app on a fresh database of its own, listening on a free loopback port. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }),
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const runningConfig = { ...config, publicUrl: address };
  app.config.publicUrl = address;
  return {
    app,
    db: database.db,
    baseUrl: address,
    config: runningConfig,
    client: () => new TestClient(address),
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
