import type { Db } from '../../db/database';
import { AppError, unauthorized } from '../../errors';
import { MESSAGES } from '@usher/contract/messages';
import type { TLoginRequest } from '@usher/contract/auth';
import { isLoginThrottled, recordLoginFailure, recordLoginSuccess } from './login-throttle.service';
import { verifyPassword } from './password';
import { findUserByEmail } from './user.repository';
import { startSession } from './session.service';

/** Checks a local account's password and starts a session; the answer never tells which part was wrong. */
export async function logInWithPassword(
  db: Db,
  credentials: TLoginRequest,
  client: { ip: string; userAgent: string | null },
): Promise<string> {
  if (await isLoginThrottled(db, credentials.email, client.ip)) {
    throw new AppError(429, MESSAGES.tooManySignIns);
  }
  const user = await findUserByEmail(db, credentials.email);
  const isValid = await verifyPassword(user?.password_hash ?? null, credentials.password);
  if (!user || !isValid) {
    await recordLoginFailure(db, credentials.email, client.ip);
    throw unauthorized(MESSAGES.incorrectCredentials);
  }
  await recordLoginSuccess(db, credentials.email);
  return startSession(db, user.id, client.userAgent);
}
