import { sql, type Kysely } from 'kysely';

/**
 * 'sending': a worker has claimed the row and is handing it to the provider (issue 15). A cancel only turns
 * rows still 'pending' into 'cancelled', and the claim only takes rows not cancelled, each under the row's
 * lock, so a cancelled message is never sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_messages drop constraint outbox_messages_status_check`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_status_check check (status in ('pending', 'sending', 'sent', 'failed', 'cancelled'))`.execute(
    db,
  );
  // The sweep and the relay's window look for queued rows not finished yet: waiting or claimed.
  await sql`drop index outbox_messages_queued_pending_idx`.execute(db);
  await sql`create index outbox_messages_queued_pending_idx on outbox_messages (enqueued_at) where status in ('pending', 'sending')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update outbox_messages set status = 'pending' where status = 'sending'`.execute(db);
  await sql`drop index outbox_messages_queued_pending_idx`.execute(db);
  await sql`create index outbox_messages_queued_pending_idx on outbox_messages (enqueued_at) where status = 'pending'`.execute(
    db,
  );
  await sql`alter table outbox_messages drop constraint outbox_messages_status_check`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_status_check check (status in ('pending', 'sent', 'failed', 'cancelled'))`.execute(
    db,
  );
}
