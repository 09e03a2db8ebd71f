import crypto from 'node:crypto';
import type { RawBuilder } from 'kysely';
import { pgPoolOf } from './connect';
import type { Db } from './database';

/**
 * Runs a hot statement as a named prepared statement on PostgreSQL: each connection parses and plans it once
 * and then only executes it, where an unnamed statement is planned on every call (for the door's check-in, a
 * join of five tables, planning was most of the database's work). The name carries a digest of the SQL, so
 * the variants of one call site never collide. Kysely still compiles the statement (its plugins see it); on
 * PGlite, or inside a transaction, it runs through Kysely as any other query.
 */
export async function executePrepared<Row>(db: Db, name: string, query: RawBuilder<Row>): Promise<Row[]> {
  const compiled = query.compile(db);
  const pool = pgPoolOf(db);
  if (!pool) return (await db.executeQuery<Row>(compiled)).rows;
  const digest = crypto.createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16);
  const { rows } = await pool.query<Row & object>({
    name: `${name}-${digest}`,
    text: compiled.sql,
    values: [...compiled.parameters],
  });
  return rows;
}
