import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';

const { db, kind } = await openDatabase(loadConfig());
await db.destroy();
process.stdout.write(`Migrations are up to date on ${kind}.\n`);
