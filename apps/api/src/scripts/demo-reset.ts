import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { removeDemo } from '../demo/demo-reset';
import { seedDemo } from '../demo/demo-seed';

/** Rebuilds the demo organiser: the embedded database starts over; on PostgreSQL only the demo rows go. */
const config = loadConfig();
if (!config.databaseUrl) {
  await fs.rm(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
  await fs.rm(config.uploadsDir, { recursive: true, force: true });
}
const { db, kind } = await openDatabase(config);
if (kind === 'postgres') await removeDemo(db);
await seedDemo(db);
await db.destroy();
process.stdout.write(`Demo data rebuilt on ${kind}.\n`);
