import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import { purgeEndedSessions } from './modules/auth/session.service';
import { forgetNoncesBefore } from './modules/check-in/check-in-request.service';
import { purgeEndedHolds } from './modules/sales/hold.service';

const HOUR_MS = 60 * 60 * 1000;
/** Nonces and ended sessions are kept a day: long past any retry, short enough to hold nothing for long. */
export const KEEP_FOR_MS = 24 * HOUR_MS;

/**
 * One pass of the purge: check-in nonces, ended sessions and ended holds older than a day. Expired holds free
 * their places without it (counts ignore them); this only tidies.
 */
export async function purgeExpired(db: Db, now: Date = new Date()) {
  const before = new Date(now.getTime() - KEEP_FOR_MS);
  const [nonces, sessions, holds] = await Promise.all([
    forgetNoncesBefore(db, before),
    purgeEndedSessions(db, before),
    purgeEndedHolds(db, before),
  ]);
  return { nonces, sessions, holds };
}

/**
 * Runs the purge at start and then every hour. Every API process runs it; the deletes are idempotent, so two
 * processes purging at once only repeat each other's work.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, intervalMs = HOUR_MS): { stop(): void } {
  const run = () =>
    purgeExpired(db).then(
      (purged) => log.debug(purged, 'purged expired check-in nonces, sessions and holds'),
      (error: unknown) => log.warn({ err: error }, 'purge of expired rows failed'),
    );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
