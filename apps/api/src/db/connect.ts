import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { describeConnectionError } from './connection-errors';
import type { Database, Db } from './database';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseHandle = { db: Db; kind: DatabaseKind; isNew: boolean; pglite?: PGlite };

// Postgres bigint counts come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Told about a lost database connection, with fields that are safe to log. */
export type ConnectionErrorListener = (fields: { code?: string; message: string }) => void;

export type ConnectOptions =
  | {
      kind: 'postgres';
      url: string;
      searchPath?: string;
      maxConnections?: number;
      /** How long a request waits for a connection before it fails (and answers 503). */
      connectionTimeoutMs?: number;
      applicationName?: string;
      onConnectionError?: ConnectionErrorListener;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** A tarball to start a new data directory from, instead of initdb (see pglite-template.ts). */
      newDataDirFrom?: () => Promise<Blob | undefined>;
    };

/** Long enough for a busy pool to hand over a connection, short enough that a request never hangs on a dead one. */
export const CONNECTION_TIMEOUT_MS = 5_000;

const writeToStderr: ConnectionErrorListener = (fields) =>
  process.stderr.write(`${JSON.stringify({ msg: 'database connection lost', ...fields })}\n`);

/**
 * A pool that survives its database going away. node-postgres emits 'error' on a client whose server ends
 * the connection (57P01 on a restart): on an idle client the pool re-emits it, on a checked-out one (inside
 * a transaction, between statements) the client does, and an unhandled 'error' event ends the process. Both
 * are told to the listener; the broken client is dropped and the next request opens a fresh one.
 */
export function createPool(options: Extract<ConnectOptions, { kind: 'postgres' }>): pg.Pool {
  const onError = options.onConnectionError ?? writeToStderr;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    application_name: options.applicationName,
  });
  pool.on('connect', (client) => client.on('error', (error) => onError(describeConnectionError(error))));
  // The pool re-emits an idle client's error, which the client's own listener has told already.
  pool.on('error', () => undefined);
  return pool;
}

const pools = new WeakMap<Db, pg.Pool>();
const pglites = new WeakMap<Db, PGlite>();

/** The node-postgres pool under a PostgreSQL database, for what Kysely cannot do (COPY); none on PGlite. */
export const pgPoolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** The PGlite under an embedded database, for named prepared statements; none on PostgreSQL or a transaction. */
export const pgliteOf = (db: Db): PGlite | undefined => pglites.get(db);

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = createPool(options);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, kind: 'postgres', isNew: false };
  }
  let isNew = true;
  if (options.dataDir) {
    await fs.mkdir(options.dataDir, { recursive: true });
    isNew = !(await exists(path.join(options.dataDir, 'PG_VERSION')));
  }
  const loadDataDir = options.loadDataDir ?? (isNew ? await options.newDataDirFrom?.() : undefined);
  // pg_trgm backs the guest list's search indexes (migration 0013); PGlite loads a contrib bundle only on request.
  const pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  pglites.set(db, pglite);
  return { db, kind: 'pglite', isNew, pglite };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
