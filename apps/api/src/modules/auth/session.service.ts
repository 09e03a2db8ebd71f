import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import {
  deleteSessionsEndedBefore,
  findLiveSession,
  insertSession,
  revokeSession,
  touchSession,
} from './session.repository';

export const SESSION_COOKIE = 'usher_session';
export const SESSION_IDLE_MS = 3 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would turn every read into a write; a minute is precise enough for a 3 h idle limit. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Starts a session and returns the cookie value; only its hash is stored. */
export async function startSession(db: Db, userId: string, userAgent: string | null): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The user of a live session, or null when the token is unknown, revoked, idle for 3 h or older than 12 h. */
export async function resumeSession(
  db: Db,
  token: string,
): Promise<{ userId: string; idHash: string } | null> {
  const idHash = hashToken(token);
  const session = await findLiveSession(db, idHash, new Date(Date.now() - SESSION_IDLE_MS));
  if (!session) return null;
  if (Date.now() - new Date(session.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, idHash);
  }
  return { userId: session.user_id, idHash };
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await revokeSession(db, idHash);
}

/** Forgets sessions that ended (expired or signed out) before `before`; they can never be resumed. */
export function purgeEndedSessions(db: Db, before: Date): Promise<number> {
  return deleteSessionsEndedBefore(db, before);
}
