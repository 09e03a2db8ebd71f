import type { Db } from '../../db/database';
import { addressBlock } from '../../plugins/client-address';
import {
  clearAttempts,
  countAttemptsSince,
  deleteAttempts,
  lockAttemptKeys,
  pruneAttemptsBefore,
  recordAttempts,
} from './login-throttle.repository';

/** Failed sign-ins counted per window; kept in the database so every API process sees the same counts. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Per account from one address: the lock a person who mistypes meets, and that nobody else can trip. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Per address over every account: one address spraying passwords over many accounts. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Per account over every address: the backstop against guessing from many addresses (it takes at least ten). */
export const MAX_FAILURES_PER_ACCOUNT = 50;

/** An attempt counted before the password is checked. */
export type LoginAttempt = { keys: string[]; ids: string[] };

/**
 * How sign-in attempts are counted. The app always uses `lockedLoginThrottle`; a test may pass another to show
 * the race it prevents.
 */
export type LoginThrottle = {
  /** Counts the attempt as a failure before the password is checked; null when a limit is reached. */
  reserve(db: Db, email: string, ip: string): Promise<LoginAttempt | null>;
  /** The right password: the attempt was no failure. */
  release(db: Db, attempt: LoginAttempt): Promise<void>;
  /** A wrong password or an unknown account: the attempt stays counted. */
  fail(db: Db, attempt: LoginAttempt): Promise<void>;
};

/** The counters an attempt adds to, each with its limit; the first is the account at this address. */
export function loginLimitsFor(email: string, ip: string) {
  const address = addressBlock(ip);
  return [
    { key: `account-address:${email} ${address}`, max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS },
    { key: `ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
    { key: `account:${email}`, max: MAX_FAILURES_PER_ACCOUNT },
  ];
}

export function isOverALimit(limits: { key: string; max: number }[], counts: Map<string, number>): boolean {
  return limits.some((limit) => (counts.get(limit.key) ?? 0) >= limit.max);
}

export const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);

/**
 * Counting and recording happen in one transaction holding a lock per counter, before the (slow) password
 * check: parallel attempts queue on the lock, so a burst checks no more passwords than the limits allow.
 */
export const lockedLoginThrottle: LoginThrottle = {
  reserve(db, email, ip) {
    const limits = loginLimitsFor(email, ip);
    const keys = limits.map((limit) => limit.key);
    return db.transaction().execute(async (trx) => {
      await lockAttemptKeys(trx, keys);
      if (isOverALimit(limits, await countAttemptsSince(trx, keys, windowStart()))) return null;
      return { keys, ids: await recordAttempts(trx, keys) };
    });
  },
  // This address's earlier mistakes on the account are forgiven; the other counters keep theirs.
  async release(db, attempt) {
    await deleteAttempts(db, attempt.ids);
    await clearAttempts(db, attempt.keys[0]!);
  },
  fail: (db) => pruneAttemptsBefore(db, windowStart()),
};
