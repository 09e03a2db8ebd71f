import { sql, type Kysely } from 'kysely';

/**
 * Refunds and disputes (issue 28 §2). A refund is one state of the order under its date's lock: `refund_pending`
 * while the provider is asked, then `refunded`, or back to what it was (paid, or cancelled when it was cancelled
 * while paid) with `payment_problem` saying why. `disputed_at` is set when the customer's bank disputes the
 * payment; `payment_problem` also carries a provider's notice Usher refused to act on (another amount, say).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      drop constraint orders_status_check,
      add constraint orders_status_check
        check (status in ('pending', 'paid', 'cancelled', 'refund_pending', 'refunded', 'expired')),
      add column disputed_at timestamptz,
      add column payment_problem text`.execute(db);
  await sql`create index orders_payment_intent_idx on orders (payment_intent_id) where payment_intent_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_payment_intent_idx`.execute(db);
  await sql`update orders set status = 'paid' where status = 'refund_pending'`.execute(db);
  await sql`
    alter table orders
      drop column payment_problem,
      drop column disputed_at,
      drop constraint orders_status_check,
      add constraint orders_status_check
        check (status in ('pending', 'paid', 'cancelled', 'refunded', 'expired'))`.execute(db);
}
