import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
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
