import { sql, type Kysely } from 'kysely';

/**
 * The sales core (issue 9): per-variant counts read an index that leads with the variant, ticket types keep an
 * explicit position (copies made together share created_at, so it could not order them), a check-in nonce's
 * answer is tied to its ticket, and the purge job finds old nonces and sessions by date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index tickets_variant_status_idx on tickets (ticket_variant_id, status) include (checked_in_at)`.execute(
    db,
  );
  await db.schema
    .alterTable('ticket_variants')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update ticket_variants v set position = ordered.position
    from (
      select id, row_number() over (partition by event_id order by created_at, id) as position
      from ticket_variants
    ) ordered
    where ordered.id = v.id`.execute(db);
  await db.schema
    .createIndex('ticket_variants_event_position_idx')
    .on('ticket_variants')
    .columns(['event_id', 'position'])
    .execute();
  await db.schema.dropIndex('ticket_variants_event_idx').execute();

  await db.schema
    .alterTable('check_in_requests')
    .addColumn('ticket_id', 'uuid', (c) => c.references('tickets.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('check_in_requests_created_idx')
    .on('check_in_requests')
    .column('created_at')
    .execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_expires_idx').execute();
  await db.schema.dropIndex('check_in_requests_created_idx').execute();
  await db.schema.alterTable('check_in_requests').dropColumn('ticket_id').execute();
  await db.schema.createIndex('ticket_variants_event_idx').on('ticket_variants').column('event_id').execute();
  await db.schema.dropIndex('ticket_variants_event_position_idx').execute();
  await db.schema.alterTable('ticket_variants').dropColumn('position').execute();
  await db.schema.dropIndex('tickets_variant_status_idx').execute();
}
