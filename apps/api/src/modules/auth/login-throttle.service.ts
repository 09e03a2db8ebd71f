import type { Db } from '../../db/database';
import { addressBlock } from '../../plugins/client-address';
import type { LoginDevice } from './login-device.service';
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
/** Per known browser of an account: the only limit such a browser meets, so nobody else can lock it out. */
export const MAX_FAILURES_PER_DEVICE = 5;

export type LoginLimit = { key: string; max: number };

/** An attempt counted before the password is checked. */
export type LoginAttempt = { keys: string[]; ids: string[] };

/**
 * The counters an attempt adds to, each with its limit; the first is the one a right password clears. A
 * browser that signed in to the account before is judged by its own counter only; any other by the account at
 * this address, the address over all accounts and the account over all addresses.
 */
export function loginLimitsFor(
  email: string,
  ip: string,
  knownDevice: LoginDevice | null = null,
): LoginLimit[] {
  if (knownDevice) {
    return [{ key: `device:${knownDevice.accountId} ${knownDevice.deviceId}`, max: MAX_FAILURES_PER_DEVICE }];
  }
  const address = addressBlock(ip);
  return [
    { key: `account-address:${email} ${address}`, max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS },
    { key: `ip:${address}`, max: MAX_FAILURES_PER_ADDRESS },
    { key: `account:${email}`, max: MAX_FAILURES_PER_ACCOUNT },
  ];
}

function isOverALimit(limits: LoginLimit[], counts: Map<string, number>): boolean {
  return limits.some((limit) => (counts.get(limit.key) ?? 0) >= limit.max);
}

const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MS);

/**
 * Counts the attempt as a failure before the (slow) password check; null when a limit is reached. Counting
 * and recording happen in one transaction holding a lock per counter: parallel attempts queue on the lock, so
 * a burst checks no more passwords than the limits allow.
 */
export function reserveLoginAttempt(db: Db, limits: LoginLimit[]): Promise<LoginAttempt | null> {
  const keys = limits.map((limit) => limit.key);
  return db.transaction().execute(async (trx) => {
    await lockAttemptKeys(trx, keys);
    if (isOverALimit(limits, await countAttemptsSince(trx, keys, windowStart()))) return null;
    return { keys, ids: await recordAttempts(trx, keys) };
  });
}

/** The right password: the attempt was no failure, and earlier mistakes on the first counter are forgiven. */
export async function releaseLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await deleteAttempts(db, attempt.ids);
  await clearAttempts(db, attempt.keys[0]!);
}

/** A wrong password or an unknown account: the attempt stays counted; counts older than the window go. */
export const failLoginAttempt = (db: Db) => pruneAttemptsBefore(db, windowStart());
