import type { Db } from '../../db/database';
import { AppError, unauthorized } from '../../errors';
import { MESSAGES } from '@usher/contract/messages';
import type { TLoginRequest } from '@usher/contract/auth';
import type { LoginDevice } from './login-device.service';
import {
  failLoginAttempt,
  loginLimitsFor,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-throttle.service';
import { verifyPassword } from './password.service';
import { findUserByEmail } from './user.repository';
import { endSession, startSession } from './session.service';

export type SignInClient = {
  ip: string;
  userAgent: string | null;
  /** The session this browser already holds, revoked when it signs in again. */
  previousSessionIdHash: string | null;
  /** The account this browser has signed in to before, from its signed device cookie. */
  device: LoginDevice | null;
};

/**
 * Checks a local account's password and starts a session; the answer never tells which part was wrong. A
 * browser known to the account meets only its own limit, so failures from elsewhere never lock it out.
 */
export async function logInWithPassword(
  db: Db,
  credentials: TLoginRequest,
  client: SignInClient,
): Promise<{ token: string; userId: string }> {
  const user = await findUserByEmail(db, credentials.email);
  const knownDevice = user && client.device?.accountId === user.id ? client.device : null;
  const attempt = await reserveLoginAttempt(db, loginLimitsFor(credentials.email, client.ip, knownDevice));
  if (!attempt) throw new AppError(429, MESSAGES.tooManySignIns);
  const isValid = await verifyPassword(user?.password_hash ?? null, credentials.password);
  if (!user || !isValid) {
    await failLoginAttempt(db);
    throw unauthorized(MESSAGES.incorrectCredentials);
  }
  await releaseLoginAttempt(db, attempt);
  if (client.previousSessionIdHash) await endSession(db, client.previousSessionIdHash);
  return { token: await startSession(db, user.id, client.userAgent), userId: user.id };
}
