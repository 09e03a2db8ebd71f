import path from 'node:path';
import type { AppConfig } from '../config';
import { connectDatabase, type ConnectionErrorListener, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { readPgliteTemplate } from './pglite-template';

/** The configured database, migrated: PostgreSQL with DATABASE_URL, otherwise embedded PGlite under DATA_DIR. */
export async function openDatabase(
  config: AppConfig,
  onConnectionError?: ConnectionErrorListener,
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await connectDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        maxConnections: config.databasePoolSize,
        onConnectionError,
      })
    : await connectDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'pglite'),
        newDataDirFrom: readPgliteTemplate,
      });
  await migrateToLatest(handle.db);
  return handle;
}
