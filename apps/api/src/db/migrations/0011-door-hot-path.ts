import { sql, type Kysely } from 'kysely';

/**
 * The door's hot path (issue 17). A check-in writes `checked_in_at`; while an index held it, every check-in
 * rewrote all of the ticket's index entries. Without it, and with room left on each page (fillfactor), a
 * check-in is a heap-only update. The ticket keeps the nonce that checked it in, so a retried scan learns its
 * first answer from the ticket itself and the nonce row no longer stores one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_variant_status_idx').execute();
  await db.schema
    .createIndex('tickets_variant_status_idx')
    .on('tickets')
    .columns(['ticket_variant_id', 'status'])
    .execute();
  await sql`alter table tickets set (fillfactor = 80)`.execute(db);
  await db.schema.alterTable('tickets').addColumn('checked_in_nonce', 'text').execute();
  await db.schema.alterTable('check_in_requests').dropColumn('answer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('check_in_requests').addColumn('answer', 'jsonb').execute();
  await db.schema.alterTable('tickets').dropColumn('checked_in_nonce').execute();
  await sql`alter table tickets reset (fillfactor)`.execute(db);
  await db.schema.dropIndex('tickets_variant_status_idx').execute();
  await sql`create index tickets_variant_status_idx on tickets (ticket_variant_id, status) include (checked_in_at)`.execute(
    db,
  );
}
