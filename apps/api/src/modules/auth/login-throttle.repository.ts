import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Waits for, then holds until the transaction ends, a lock per key, taken in one order so two callers never deadlock. */
export async function lockAttemptKeys(trx: Db, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`.execute(trx);
  }
}

export async function countAttemptsSince(db: Db, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['key', (eb) => eb.fn.countAll<number>().as('count')])
    .where('key', 'in', keys)
    .where('attempted_at', '>', since)
    .groupBy('key')
    .execute();
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

export async function recordAttempts(db: Db, keys: string[]): Promise<string[]> {
  const rows = await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteAttempts(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

export async function pruneAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
}
