import { sql, type Kysely } from 'kysely';

/**
 * The guest list at 20,000 guests (issue 17): a search by name, email, reference or phone digits finds the
 * date's orders through trigram indexes instead of reading every order. pg_trgm ships with PostgreSQL (a trusted
 * extension since 13) and with PGlite as a contrib bundle that `connect.ts` loads; where a server offers no
 * pg_trgm the indexes are skipped and the same searches read the date's orders, as before.
 *
 * The indexed expression is the one `guest.repository.ts` searches: name, email and reference joined by a
 * control character no search can hold, so a match never runs across two fields.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{ name: string }>`
    select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  const schema = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
    db,
  );
  const trigrams = sql.raw(`${schema.rows[0]!.schema}.gin_trgm_ops`);
  await sql`create index orders_guest_search_trgm_idx on orders using gin (
    (coalesce(full_name, '') || chr(1) || coalesce(email, '') || chr(1) || reference) ${trigrams})`.execute(
    db,
  );
  await sql`create index orders_phone_trgm_idx on orders using gin (phone ${trigrams})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_phone_trgm_idx`.execute(db);
  await sql`drop index if exists orders_guest_search_trgm_idx`.execute(db);
}
