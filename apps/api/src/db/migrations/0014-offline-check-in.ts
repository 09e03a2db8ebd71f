import { sql, type Kysely } from 'kysely';

/**
 * The offline door (issue 18). Each ticket records the transaction that last inserted it, changed its status or
 * its check-in (`changed_txid`, set by a default and a trigger, so every code path that changes a ticket marks it
 * whatever module it is in). A download's cursor is the oldest transaction still running when it read
 * (`pg_snapshot_xmin`): everything older was visible to it, so a change committed after the read, even with an
 * older id, is sent on the next call; a sequence would skip a number drawn before the read but committed after.
 * `offline_scans` keeps each uploaded scan's answer by nonce, so a batch sent again answers the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('changed_txid', 'bigint', (c) =>
      c.notNull().defaultTo(sql`(pg_current_xact_id()::text::bigint)`),
    )
    .execute();
  await sql`
    create function tickets_mark_changed() returns trigger language plpgsql as $$
    begin
      new.changed_txid := pg_current_xact_id()::text::bigint;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger tickets_mark_changed before update of status, checked_in_at on tickets
    for each row when (old.status is distinct from new.status or old.checked_in_at is distinct from new.checked_in_at)
    execute function tickets_mark_changed()`.execute(db);
  await db.schema
    .createIndex('tickets_event_changed_idx')
    .on('tickets')
    .columns(['event_id', 'changed_txid'])
    .execute();

  await db.schema
    .createTable('offline_scans')
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'timestamptz', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('offline_scans_pk', ['organization_id', 'nonce'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offline_scans').execute();
  await db.schema.dropIndex('tickets_event_changed_idx').execute();
  await sql`drop trigger tickets_mark_changed on tickets`.execute(db);
  await sql`drop function tickets_mark_changed()`.execute(db);
  await db.schema.alterTable('tickets').dropColumn('changed_txid').execute();
}
