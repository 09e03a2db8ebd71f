import crypto from 'node:crypto';
import type { Compilable, RawBuilder } from 'kysely';
import { pgliteOf, pgPoolOf } from './connect';
import type { Db } from './database';
import { executePreparedOnPGlite } from './pglite-prepared';

const statementNames = new Map<string, string>();

/** The statement's name for its text, digested once per text: a call site has a few fixed texts. */
function statementName(name: string, text: string): string {
  let named = statementNames.get(text);
  if (named === undefined) {
    named = `${name}-${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, named);
  }
  return named;
}

/**
 * Runs a hot statement as a named prepared statement on PostgreSQL: each connection parses and plans it once
 * and then only executes it, where an unnamed statement is planned on every call (for the door's check-in, a
 * join of five tables, planning was most of the database's work). The name carries a digest of the SQL, so
 * the variants of one call site never collide. On PGlite it is prepared in its one session, which it takes
 * from Kysely for its turn (see pglite-prepared.ts). Kysely still compiles the statement (its plugins see it);
 * inside a transaction it runs through Kysely as any other query.
 */
export async function executePrepared<Row>(
  db: Db,
  name: string,
  query: RawBuilder<Row> | Compilable<Row>,
): Promise<Row[]> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  const pglite = pgliteOf(db);
  if (pglite) {
    const named = statementName(name, compiled.sql);
    return db
      .connection()
      .execute(() => executePreparedOnPGlite<Row>(pglite, named, compiled.sql, compiled.parameters));
  }
  const pool = pgPoolOf(db);
  if (!pool) return (await db.executeQuery<Row>(compiled)).rows;
  const { rows } = await pool.query<Row & object>({
    name: statementName(name, compiled.sql),
    text: compiled.sql,
    values: [...compiled.parameters],
  });
  return rows;
}
