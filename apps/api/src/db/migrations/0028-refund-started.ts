import { sql, type Kysely } from 'kysely';

/**
 * When an order's refund was handed to the payment provider (issue 28 §2): a process that dies between marking the
 * order `refund_pending` and the provider's answer leaves it there, and the purge puts it back once this is old
 * enough that the provider's own notice of a refund it made would have arrived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column refund_started_at timestamptz`.execute(db);
  await sql`update orders set refund_started_at = now() where status = 'refund_pending'`.execute(db);
  await sql`create index orders_refund_pending_idx on orders (refund_started_at) where status = 'refund_pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_refund_pending_idx`.execute(db);
  await sql`alter table orders drop column refund_started_at`.execute(db);
}
