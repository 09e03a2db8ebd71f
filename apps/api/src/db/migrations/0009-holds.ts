import { sql, type Kysely } from 'kysely';

/**
 * Holds (issue 16 §1): places a customer has chosen, kept for them until `expires_at` while they check out.
 * A hold is live while it is neither expired, released nor checked out; only live holds count in the stock,
 * so an expired hold frees its places without any job having to run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('holds')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('released_at', 'timestamptz')
    .addColumn('checked_out_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('holds_event_idx').on('holds').columns(['event_id', 'expires_at']).execute();
  await db.schema
    .createTable('hold_lines')
    .addColumn('hold_id', 'uuid', (c) => c.notNull().references('holds.id').onDelete('cascade'))
    .addColumn('ticket_variant_id', 'uuid', (c) =>
      c.notNull().references('ticket_variants.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('hold_lines_pkey', ['hold_id', 'ticket_variant_id'])
    .execute();
  await db.schema
    .createIndex('hold_lines_variant_idx')
    .on('hold_lines')
    .column('ticket_variant_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hold_lines').execute();
  await db.schema.dropTable('holds').execute();
}
