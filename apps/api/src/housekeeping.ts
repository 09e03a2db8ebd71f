import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import { purgeEndedSessions } from './modules/auth/session.service';
import { forgetNoncesBefore } from './modules/check-in/check-in-request.service';
import { forgetOfflineScansBefore } from './modules/check-in/offline-check-in.service';
import { restoreInterruptedRefunds } from './modules/orders/interrupted-refunds.service';
import { purgeEndedHolds } from './modules/sales/hold.service';
import { expireAbandonedOrders } from './modules/sales/online-order-records.service';
import { sweepWaitlists } from './modules/sales/waitlist.service';
import { pruneWebhookHistory } from './modules/webhooks/webhook.service';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How often the waiting lists are served for places freed by time alone (a hold or an offer running out):
 * issue 31 §3 asks for an offer within 60 s of the end, and nobody else can take those places meanwhile.
 */
export const WAITLIST_SWEEP_MS = 30_000;
/** Nonces and ended sessions are kept a day: long past any retry, short enough to hold nothing for long. */
export const KEEP_FOR_MS = 24 * HOUR_MS;
/** Offline scans are kept a week: a door device may stay offline through a long day and sync the next. */
export const KEEP_OFFLINE_SCANS_FOR_MS = 7 * KEEP_FOR_MS;
/** Webhook deliveries are kept 30 days (issue 29 §2): an organiser can look back over a month of sends. */
export const KEEP_WEBHOOK_DELIVERIES_FOR_MS = 30 * KEEP_FOR_MS;

/**
 * One pass of the purge: check-in nonces (offline scans' after a week), ended sessions and ended holds older than
 * a day, webhook deliveries older than 30 days, online orders still pending an hour after their hold ended marked
 * expired, and refunds a dying process left with the provider put back. Expired holds free their places without
 * it (counts ignore them, and the uses of a pending order's code); this only tidies.
 */
export async function purgeExpired(db: Db, now: Date = new Date()) {
  const before = new Date(now.getTime() - KEEP_FOR_MS);
  // A payment started just before its hold ended may still be confirmed for a while: an hour is well past it.
  const ordersBefore = new Date(now.getTime() - HOUR_MS);
  const offlineBefore = new Date(now.getTime() - KEEP_OFFLINE_SCANS_FOR_MS);
  const deliveriesBefore = new Date(now.getTime() - KEEP_WEBHOOK_DELIVERIES_FOR_MS);
  const [nonces, offlineScans, sessions, holds, orders, interruptedRefunds, webhookDeliveries] =
    await Promise.all([
      forgetNoncesBefore(db, before),
      forgetOfflineScansBefore(db, offlineBefore),
      purgeEndedSessions(db, before),
      purgeEndedHolds(db, before),
      expireAbandonedOrders(db, ordersBefore),
      restoreInterruptedRefunds(db, now),
      pruneWebhookHistory(db, deliveriesBefore),
    ]);
  return { nonces, offlineScans, sessions, holds, orders, interruptedRefunds, webhookDeliveries };
}

/**
 * Runs the purge at start and then every hour. Every API process runs it; the deletes are idempotent, so two
 * processes purging at once only repeat each other's work.
 */
export function startHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = HOUR_MS,
  waitlistSweepMs = WAITLIST_SWEEP_MS,
): { stop(): void } {
  const run = () =>
    purgeExpired(db).then(
      (purged) =>
        log.debug(
          purged,
          'purged expired nonces, sessions, holds and webhook deliveries; expired abandoned orders; restored refunds',
        ),
      (error: unknown) => log.warn({ err: error }, 'purge of expired rows failed'),
    );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const sweep = () =>
    sweepWaitlists(db).then(
      (dates) => log.debug({ dates }, 'served the waiting lists'),
      (error: unknown) => log.warn({ err: error }, 'serving the waiting lists failed'),
    );
  const sweepTimer = setInterval(sweep, waitlistSweepMs);
  sweepTimer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearInterval(sweepTimer);
    },
  };
}
