import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/** Migrates one PGlite database and dumps it, so each test file starts from a copy in well under a second. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-template-'));
  const handle = await connectDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.db.destroy();
  project.provide('pgliteTemplatePath', file);
  return async () => fs.rm(dir, { recursive: true, force: true });
}
