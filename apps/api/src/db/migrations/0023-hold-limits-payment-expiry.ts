import { sql, type Kysely } from 'kysely';

/**
 * Holds and payments end together (issue 28 §3, §4). A hold records the client address block that placed it
 * (`addressBlock`: an IPv4 address, an IPv6 /64), so one client's live holds on a date can be counted and
 * limited; the index reads only live-looking holds of one date and address. The outbox takes a third channel,
 * 'payment': a row that asks the payment provider to close a payment nobody may make any more (a Stripe
 * Checkout Session, its id as the recipient, on the connected account in `payment_account_id`), due when its
 * hold ends, retried as messages are until the provider confirms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table holds add column client_address text`.execute(db);
  await sql`
    create index holds_client_live_idx on holds (event_id, client_address, expires_at)
    where released_at is null and checked_out_at is null and client_address is not null`.execute(db);

  await sql`alter table outbox_messages add column payment_account_id text`.execute(db);
  await sql`alter table outbox_messages drop constraint outbox_messages_channel_check`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('email', 'sms', 'payment'))`.execute(
    db,
  );
  await sql`alter table outbox_messages drop constraint outbox_messages_body`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_body check (send_id is not null or body_text is not null or channel = 'payment')`.execute(
    db,
  );
  // A payment's rows are found by its session: moved to now when its hold is released, cancelled once it is paid.
  await sql`create index outbox_messages_payment_idx on outbox_messages (recipient) where channel = 'payment'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index outbox_messages_payment_idx`.execute(db);
  await sql`delete from outbox_messages where channel = 'payment'`.execute(db);
  await sql`alter table outbox_messages drop constraint outbox_messages_body`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_body check (send_id is not null or body_text is not null)`.execute(
    db,
  );
  await sql`alter table outbox_messages drop constraint outbox_messages_channel_check`.execute(db);
  await sql`alter table outbox_messages add constraint outbox_messages_channel_check check (channel in ('email', 'sms'))`.execute(
    db,
  );
  await sql`alter table outbox_messages drop column payment_account_id`.execute(db);
  await sql`drop index holds_client_live_idx`.execute(db);
  await sql`alter table holds drop column client_address`.execute(db);
}
