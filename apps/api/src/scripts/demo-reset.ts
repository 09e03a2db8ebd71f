import { loadConfig } from '../config';
import { findDataDirHolder } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts';
import { removeDemo } from '../demo/demo-reset';
import { seedDemo } from '../demo/demo-seed';

/** Rebuilds the demo organiser: only the demo accounts and the organisers only they belong to go. */
const config = loadConfig();
const holder = config.databaseUrl ? null : findDataDirHolder(config.dataDir);
if (holder !== null) {
  process.stderr.write(
    `Usher (process ${holder}) is running on the embedded database in ${config.dataDir}.\n` +
      'Stop it first, then run `npm run demo:reset` again. Nothing was changed.\n',
  );
  process.exit(1);
}
process.stdout.write(
  `Deleting the demo accounts (${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}) and the ` +
    'organisers only they belong to, with their events, orders and messages; other organisers and their ' +
    'accounts are kept.\n',
);
const { db, kind } = await openDatabase(config);
await removeDemo(db);
await seedDemo(db, config.demoPassword ?? undefined);
await db.destroy();
process.stdout.write(
  `Demo data rebuilt on ${kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}.\n`,
);
