import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * True when every migration we know of is recorded as run: two queries, where Kysely's Migrator takes a dozen
 * statements (its tables, its lock) to find there is nothing to do — most of a restart's migration time.
 */
async function isUpToDate(db: Db): Promise<boolean> {
  const table = await sql<{
    found: boolean;
  }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!table.rows[0]?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const ran = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => ran.has(name));
}

export async function migrateToLatest(db: Db): Promise<void> {
  if (await isUpToDate(db)) return;
  // Kysely looks for its bookkeeping tables in every schema unless told which: another schema's (another
  // test file, another app on the same server) would be taken for ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]!.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
