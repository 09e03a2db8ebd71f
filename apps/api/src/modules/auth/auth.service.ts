import type { Db } from '../../db/database';
import { AppError, unauthorized } from '../../errors';
import { MESSAGES } from '@usher/contract/messages';
import type { TLoginRequest } from '@usher/contract/auth';
import { lockedLoginThrottle, type LoginThrottle } from './login-throttle.service';
import { verifyPassword } from './password';
import { findUserByEmail } from './user.repository';
import { endSession, startSession } from './session.service';

export type SignInClient = {
  ip: string;
  userAgent: string | null;
  /** The session this browser already holds, revoked when it signs in again. */
  previousSessionIdHash: string | null;
};

/** Checks a local account's password and starts a session; the answer never tells which part was wrong. */
export async function logInWithPassword(
  db: Db,
  credentials: TLoginRequest,
  client: SignInClient,
  throttle: LoginThrottle = lockedLoginThrottle,
): Promise<string> {
  const attempt = await throttle.reserve(db, credentials.email, client.ip);
  if (!attempt) throw new AppError(429, MESSAGES.tooManySignIns);
  const user = await findUserByEmail(db, credentials.email);
  const isValid = await verifyPassword(user?.password_hash ?? null, credentials.password);
  if (!user || !isValid) {
    await throttle.fail(db, attempt);
    throw unauthorized(MESSAGES.incorrectCredentials);
  }
  await throttle.release(db, attempt);
  if (client.previousSessionIdHash) await endSession(db, client.previousSessionIdHash);
  return startSession(db, user.id, client.userAgent);
}
