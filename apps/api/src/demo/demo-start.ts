import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { applyDemoPassword, requireDemoPasswordChanged } from './demo-password';
import { findDemoAccounts, seedDemoIfWanted } from './demo-seed';

/**
 * The demo at start-up, as `server.ts` runs it: seeded when wanted (with DEMO_PASSWORD if set), DEMO_PASSWORD
 * given to demo accounts that still have the published password, and a `ConfigError` where others reach the
 * server while one still has it. Answers whether it was seeded now and the accounts the sign-in screen names.
 */
export async function startDemo(
  db: Db,
  config: Pick<AppConfig, 'demoData' | 'demoPassword' | 'publicUrl'>,
  database: { kind: 'pglite' | 'postgres'; isNew: boolean },
) {
  const password = config.demoPassword ?? undefined;
  const seeded = await seedDemoIfWanted(db, { ...database, mode: config.demoData, password });
  if (password) await applyDemoPassword(db, password);
  await requireDemoPasswordChanged(db, config.publicUrl);
  return { seeded, demoAccounts: await findDemoAccounts(db, config) };
}
