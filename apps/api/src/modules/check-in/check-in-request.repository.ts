import type { Db } from '../../db/database';

/** Forgets nonces older than `before`: a retry comes within seconds, never days later. */
export async function deleteNoncesBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('check_in_requests').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
