import './production-react';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { holdDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts';
import { findDemoAccounts, seedDemoIfWanted } from './demo/demo-seed';
import { startHousekeeping } from './housekeeping';
import { createDeliveryWorker } from './modules/delivery/delivery.worker';
import { composeSendRow } from './modules/mailing/send-message.composer';

const config = loadConfig();
const logger = {
  level: config.logLevel,
  redact: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["x-csrf-token"]',
    'res.headers["set-cookie"]',
  ],
};
// The embedded database must not be opened by a second process (another server, demo:reset) while we run.
if (!config.databaseUrl) holdDataDir(config.dataDir);
// The app's logger exists once the app is built; a connection lost before that goes to stderr.
const connectionLog: { to?: FastifyBaseLogger } = {};
const { db, kind, isNew, pglite } = await openDatabase(config, (fields) =>
  connectionLog.to
    ? connectionLog.to.warn(fields, 'database connection lost')
    : process.stderr.write(`${JSON.stringify(fields)}\n`),
);
const seeded = await seedDemoIfWanted(db, { kind, isNew, mode: config.demoData });
const delivery = createDeliveryWorker({
  db,
  config,
  composeSend: composeSendRow,
  connection: pglite ? { pglite } : { connectionString: config.databaseUrl!, schema: 'pgboss' },
});
const app = await buildApp({
  config: { ...config, demoAccounts: await findDemoAccounts(db) },
  db,
  databaseKind: kind,
  logger,
  delivery,
});
connectionLog.to = app.log;
let housekeeping: { stop(): void } | undefined = undefined;

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  housekeeping?.stop();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Background work starts once the server answers: its first purge and the queue's start-up would otherwise
// hold the embedded database's one session while the first requests wait.
housekeeping = startHousekeeping(db, app.log);
await delivery.start(app.log);
const accounts = seeded
  ? `\n  Demo accounts (password ${DEMO_PASSWORD}):\n${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.description}`).join('\n')}`
  : '';
process.stdout.write(
  `\nUsher is running at ${config.publicUrl} on ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${accounts}\n\n`,
);
