import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

/** Which database this test run uses: PGlite by default, PostgreSQL in the api-postgres project. */
export const testDatabaseKind = process.env.USHER_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & {
  drop(): Promise<void>;
  /** The PostgreSQL server it lives on, when not TEST_DATABASE_URL's. */
  url?: string;
};

/** A fresh, migrated database of this test file's own: a PGlite copy, or a PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL test project');
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = await connectDatabase({ kind: 'postgres', url, searchPath: schema, maxConnections: 60 });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      async drop() {
        await handle.db.destroy();
        const cleaner = new pg.Client({ connectionString: url });
        await cleaner.connect();
        await cleaner.query(`drop schema ${schema} cascade`);
        await cleaner.end();
      },
    };
  }
  const template = await fs.readFile(inject('pgliteTemplatePath'));
  const handle = await connectDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  return { ...handle, drop: () => handle.db.destroy() };
}
