import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database, Db } from './database';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseHandle = { db: Db; kind: DatabaseKind; isNew: boolean; pglite?: PGlite };

// Postgres bigint counts come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type ConnectOptions =
  | { kind: 'postgres'; url: string; searchPath?: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      isNew: false,
    };
  }
  let isNew = true;
  if (options.dataDir) {
    await fs.mkdir(options.dataDir, { recursive: true });
    isNew = !(await exists(path.join(options.dataDir, 'PG_VERSION')));
  }
  const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite', isNew, pglite };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
