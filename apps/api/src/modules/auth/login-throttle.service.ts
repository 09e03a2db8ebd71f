import type { Db } from '../../db/database';
import {
  clearAttempts,
  countAttemptsSince,
  pruneAttemptsBefore,
  recordAttempts,
} from './login-throttle.repository';

/** Failed sign-ins allowed per window; kept in the database so every API process sees the same counts. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

export async function isLoginThrottled(db: Db, email: string, ip: string): Promise<boolean> {
  const counts = await countAttemptsSince(
    db,
    [accountKey(email), addressKey(ip)],
    new Date(Date.now() - LOGIN_WINDOW_MS),
  );
  return (
    (counts.get(accountKey(email)) ?? 0) >= MAX_FAILURES_PER_ACCOUNT ||
    (counts.get(addressKey(ip)) ?? 0) >= MAX_FAILURES_PER_ADDRESS
  );
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await recordAttempts(db, [accountKey(email), addressKey(ip)]);
  await pruneAttemptsBefore(db, new Date(Date.now() - LOGIN_WINDOW_MS));
}

export async function recordLoginSuccess(db: Db, email: string): Promise<void> {
  await clearAttempts(db, accountKey(email));
}
