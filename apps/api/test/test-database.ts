import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { databaseUrl } from './test-database-url';

/** Which database this test run uses: PGlite by default, PostgreSQL in the api-postgres project. */
export const testDatabaseKind = process.env.USHER_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** On PostgreSQL, `url` names the test file's own database (a copy of the migrated template). */
export type TestDatabase = DatabaseHandle & { url?: string; drop(): Promise<void> };

/**
 * Drops a test file's database once the last connection has gone. A closed app's queue may still be letting
 * its connections go; WITH (FORCE) would end them mid-query, and pg reports that as an unhandled error.
 */
async function dropDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin.query(`drop database if exists ${name}`);
      } catch (error) {
        const isInUse = (error as { code?: string }).code === '55006';
        if (!isInUse || attempt === 150) throw error;
        await setTimeout(200);
      }
    }
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated database of this test file's own: a copy of the template migrated once per run. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL test project');
    const name = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const ownUrl = databaseUrl(url, name);
    // Two test files run at once beside the server processes some tests start: 2 × 40 leaves room in
    // PostgreSQL's 100 connections.
    const handle = await connectDatabase({ kind: 'postgres', url: ownUrl, maxConnections: 40 });
    return {
      ...handle,
      url: ownUrl,
      async drop() {
        await handle.db.destroy();
        await dropDatabase(url, name);
      },
    };
  }
  const template = await fs.readFile(inject('pgliteTemplatePath'));
  const handle = await connectDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  return { ...handle, drop: () => handle.db.destroy() };
}
