import type { Db } from '../../db/database';

export async function insertSession(
  db: Db,
  session: { idHash: string; userId: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      created_at: now,
      last_seen_at: now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
    })
    .execute();
}

export async function findLiveSession(db: Db, idHash: string, idleSince: Date) {
  return db
    .selectFrom('sessions')
    .select(['id_hash', 'user_id', 'last_seen_at'])
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleSince)
    .executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id_hash', '=', idHash).execute();
}

export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id_hash', '=', idHash).execute();
}

/** Removes sessions that can never be resumed again: expired, or revoked, before `before`. */
export async function deleteSessionsEndedBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
