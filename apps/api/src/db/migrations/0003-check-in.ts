import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('checked_in_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('checked_in_device', 'text')
    .addColumn('checked_in_method', 'text', (c) => c.check(sql`checked_in_method in ('scan', 'manual')`))
    .execute();
  await db.schema
    .createIndex('tickets_event_list_idx')
    .on('tickets')
    .columns(['event_id', 'created_at', 'order_id', 'ticket_index'])
    .execute();
  await db.schema
    .createIndex('orders_event_reference_idx')
    .on('orders')
    .columns(['event_id', 'reference'])
    .execute();

  // The first answer to each scan nonce, so a retry after a dropped connection gets the same answer.
  await db.schema
    .createTable('check_in_requests')
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('answer', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('check_in_requests_pk', ['organization_id', 'nonce'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('check_in_requests').execute();
  await db.schema.dropIndex('orders_event_reference_idx').execute();
  await db.schema.dropIndex('tickets_event_list_idx').execute();
  await db.schema
    .alterTable('tickets')
    .dropColumn('checked_in_by')
    .dropColumn('checked_in_device')
    .dropColumn('checked_in_method')
    .execute();
}
