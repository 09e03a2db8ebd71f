import { sql, type Kysely } from 'kysely';

/** Messages waiting to go out, and what became of them: the durable half of delivery (issue 4, point 3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('attachment_order_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('provider_message_id', 'text')
    // Set once the row's job is in the queue; the relay enqueues pending rows that have none yet.
    .addColumn('enqueued_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_messages_unqueued_idx')
    .on('outbox_messages')
    .column('created_at')
    .where(sql<boolean>`status = 'pending' and enqueued_at is null`)
    .execute();
  // The sweep looks for queued rows still pending long after they were handed over.
  await db.schema
    .createIndex('outbox_messages_queued_pending_idx')
    .on('outbox_messages')
    .column('enqueued_at')
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema
    .createIndex('outbox_messages_org_idx')
    .on('outbox_messages')
    .columns(['organization_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
