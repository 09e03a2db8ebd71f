import fs from 'node:fs/promises';
import path from 'node:path';
import { connectDatabase } from './connect';
import { migrateToLatest } from './migrate';

/**
 * An embedded database with every migration run, as PGlite's gzipped tarball. `npm run build` writes it beside
 * the compiled server, so a first start unpacks it (well under a second) instead of running initdb and every
 * migration (several seconds). Under tsx (dev, tests) there is none, and a new database is made as before.
 */
export const PGLITE_TEMPLATE = path.join(import.meta.dirname, 'pglite-template.tar.gz');

export async function writePgliteTemplate(file: string): Promise<void> {
  const { db, pglite } = await connectDatabase({ kind: 'pglite' });
  await migrateToLatest(db);
  const tarball = await pglite!.dumpDataDir('gzip');
  await db.destroy();
  await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
}

/** The template as PGlite's `loadDataDir`, or undefined where none was built. */
export async function readPgliteTemplate(): Promise<Blob | undefined> {
  const bytes = await fs.readFile(PGLITE_TEMPLATE).catch(() => undefined);
  return bytes ? new Blob([bytes]) : undefined;
}
