import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { databaseUrl } from './test-database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** The migrated PostgreSQL database each test file's database is created from (api-postgres only). */
    postgresTemplate: string;
  }
}

/** Migrates one PGlite database and dumps it, so each test file starts from a copy in well under a second. */
async function createPgliteTemplate(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-template-'));
  const handle = await connectDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.db.destroy();
  project.provide('pgliteTemplatePath', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}

/** Migrates one PostgreSQL database; each test file gets a copy (CREATE DATABASE … TEMPLATE, ≈ 0.2 s). */
async function createPostgresTemplate(project: TestProject, url: string) {
  const name = `usher_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl(url, name), maxConnections: 1 });
  await migrateToLatest(handle.db);
  // A template may have no open connection while a copy is made.
  await handle.db.destroy();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  // `api-postgres` and its isolated twin (`api-postgres-isolated`, see vitest.config.ts).
  if (project.name.startsWith('api-postgres') && url) return createPostgresTemplate(project, url);
  return createPgliteTemplate(project);
}
