import type { Db } from '../../db/database';

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

export async function recordAttempts(db: Db, keys: string[]): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key })))
    .execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

export async function pruneAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
}
