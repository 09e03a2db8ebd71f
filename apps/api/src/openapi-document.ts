import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';

/** The OpenAPI document as the app generates it from the contract, built on a throwaway in-memory database. */
export async function buildOpenApiDocument(): Promise<unknown> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-openapi-'));
  const { db, kind } = await connectDatabase({ kind: 'pglite' });
  await migrateToLatest(db);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    publicUrl: 'http://localhost:3000',
  };
  const app = await buildApp({ config, db, databaseKind: kind });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await db.destroy();
  await fs.rm(dataDir, { recursive: true, force: true });
  return document;
}
