import { sql, type Kysely } from 'kysely';

/**
 * Messages (issue 11): the organiser's own mailing lists and their receivers, the addresses that unsubscribed,
 * and each send to a list or to a date's guests. A send's recipients are rows of the outbox (one per recipient,
 * written in the sending transaction) that point at the send instead of copying its subject and body, so a
 * send to 50,000 stores its text once; `not_before` holds a scheduled send back and `cancelled` ends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailing_lists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mailing_lists_org_idx')
    .on('mailing_lists')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('mailing_list_receivers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('mailing_list_id', 'uuid', (c) =>
      c.notNull().references('mailing_lists.id').onDelete('cascade'),
    )
    // Receivers keep the order they were added in, also within one batched insert.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addCheckConstraint('mailing_list_receivers_contact', sql`num_nonnulls(email, phone) >= 1`)
    .execute();
  // A list holds each email and each phone once: inserts skip duplicates with `on conflict do nothing`.
  await sql`create unique index mailing_list_receivers_email_idx on mailing_list_receivers (mailing_list_id, email) where email is not null`.execute(
    db,
  );
  await sql`create unique index mailing_list_receivers_phone_idx on mailing_list_receivers (mailing_list_id, phone) where phone is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('mailing_list_receivers_list_seq_idx')
    .on('mailing_list_receivers')
    .columns(['mailing_list_id', 'seq'])
    .execute();

  await db.schema
    .createTable('unsubscribes')
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    // A lower-case email or a +44 phone.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('unsubscribes_pk', ['organization_id', 'address'])
    .execute();

  await db.schema
    .createTable('mailing_sends')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('subject', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('event_id', 'uuid', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unsubscribed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_for', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mailing_sends_org_created_idx')
    .on('mailing_sends')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('outbox_messages')
    .addColumn('send_id', 'uuid', (c) => c.references('mailing_sends.id').onDelete('cascade'))
    .addColumn('not_before', 'timestamptz')
    .execute();
  await sql`alter table outbox_messages alter column body_text drop not null`.execute(db);
  await sql`alter table outbox_messages drop constraint outbox_messages_status_check`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_status_check check (status in ('pending', 'sent', 'failed', 'cancelled'))`.execute(
    db,
  );
  await sql`alter table outbox_messages add constraint outbox_messages_body check (send_id is not null or body_text is not null)`.execute(
    db,
  );
  await sql`create index outbox_messages_send_idx on outbox_messages (send_id, status) where send_id is not null`.execute(
    db,
  );
  // The relay hands over pending rows whose time has come; scheduled rows wait here until then.
  await sql`drop index outbox_messages_unqueued_idx`.execute(db);
  await sql`create index outbox_messages_unqueued_idx on outbox_messages (coalesce(not_before, created_at)) where status = 'pending' and enqueued_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index outbox_messages_unqueued_idx`.execute(db);
  await sql`create index outbox_messages_unqueued_idx on outbox_messages (created_at) where status = 'pending' and enqueued_at is null`.execute(
    db,
  );
  await sql`drop index outbox_messages_send_idx`.execute(db);
  await sql`alter table outbox_messages drop constraint outbox_messages_body`.execute(db);
  await sql`alter table outbox_messages drop constraint outbox_messages_status_check`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_status_check check (status in ('pending', 'sent', 'failed'))`.execute(
    db,
  );
  await db.schema.alterTable('outbox_messages').dropColumn('not_before').dropColumn('send_id').execute();
  await db.schema.dropTable('mailing_sends').execute();
  await db.schema.dropTable('unsubscribes').execute();
  await db.schema.dropTable('mailing_list_receivers').execute();
  await db.schema.dropTable('mailing_lists').execute();
}
