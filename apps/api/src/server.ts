import './production-react';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { holdDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { STOP_DEADLINE_MS, stopGracefully } from './graceful-stop';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts';
import { startDemo } from './demo/demo-start';
import { startHousekeeping } from './housekeeping';
import { createDeliveryWorker } from './modules/delivery/delivery.worker';
import { composeSendRow } from './modules/mailing/send-message.composer';
import { describePayments } from './modules/payments/payment-providers';
import { createWebhookDispatcher } from './modules/webhooks/webhook.dispatcher';
import { loggerOptions } from './plugins/log-redaction';

/** A configuration the server refuses says why in one line, not a stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`\nUsher can not start: ${error.message}\n\n`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error);
}
const logger = loggerOptions(config.logLevel);
// The embedded database must not be opened by a second process (another server, demo:reset) while we run.
if (!config.databaseUrl) holdDataDir(config.dataDir);
// The app's logger exists once the app is built; a connection lost before that goes to stderr.
const connectionLog: { to?: FastifyBaseLogger } = {};
const { db, kind, isNew, pglite } = await openDatabase(config, (fields) =>
  connectionLog.to
    ? connectionLog.to.warn(fields, 'database connection lost')
    : process.stderr.write(`${JSON.stringify(fields)}\n`),
);
const { seeded, demoAccounts } = await startDemo(db, config, { kind, isNew }).catch(
  async (error: unknown) => {
    await db.destroy();
    return refuseToStart(error);
  },
);
const delivery = createDeliveryWorker({
  db,
  config,
  composeSend: composeSendRow,
  connection: pglite ? { pglite } : { connectionString: config.databaseUrl!, schema: 'pgboss' },
});
const webhooks = createWebhookDispatcher({
  db,
  allowPrivateUrls: config.webhooksAllowPrivateUrls,
  delivery,
});
const app = await buildApp({
  config: { ...config, demoAccounts },
  db,
  databaseKind: kind,
  logger,
  delivery,
});
connectionLog.to = app.log;
let housekeeping: { stop(): void } | undefined = undefined;

let isStopping = false;
const stop = (signal: string) => {
  if (isStopping) return;
  isStopping = true;
  app.log.info(`${signal} received: draining for ${config.shutdownDrainMs} ms, then closing`);
  // A send or request that hangs must not keep a deploy waiting: what it had claimed is retried by another process.
  setTimeout(() => {
    app.log.error(`still stopping after ${STOP_DEADLINE_MS} ms: exiting`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  stopGracefully(
    { app, db, delivery, webhooks, housekeeping: () => housekeeping },
    config.shutdownDrainMs,
  ).then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Background work starts once the server answers: its first purge and the queue's start-up would otherwise
// hold the embedded database's one session while the first requests wait.
housekeeping = startHousekeeping(db, app.log);
await delivery.start(app.log);
webhooks.start(app.log);
app.log.info(describePayments(config));
const accounts = seeded
  ? `\n  Demo accounts (password ${config.demoPassword ? 'from DEMO_PASSWORD' : DEMO_PASSWORD}):\n${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.description}`).join('\n')}`
  : '';
process.stdout.write(
  `\nUsher is running at ${config.publicUrl} on ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}\n  ${describePayments(config)}${accounts}\n\n`,
);
