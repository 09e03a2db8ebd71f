import { sql, type Kysely } from 'kysely';

/**
 * Online sales (issue 16): an order has a status and, when sold online, the hold it came from, its priced lines
 * (its tickets exist only once paid), its total and discount, and the payment that pays it; webhook events are
 * recorded so a delivery seen twice acts once; an organiser may connect its own Stripe account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('paid')
        .check(sql`status in ('pending', 'paid', 'cancelled', 'refunded', 'expired')`),
    )
    .addColumn('hold_id', 'uuid', (c) => c.unique().references('holds.id').onDelete('set null'))
    .addColumn('total_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_provider', 'text', (c) => c.check(sql`payment_provider in ('stripe', 'test')`))
    .addColumn('payment_session_id', 'text', (c) => c.unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('payment_account_id', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await sql`
    update orders o set
      total_pence = coalesce(t.total, 0),
      discount_pence = coalesce(t.discount, 0),
      paid_at = o.created_at
    from (
      select order_id, sum(price_pence - discount_pence)::int as total, sum(discount_pence)::int as discount
      from tickets group by order_id
    ) t
    where t.order_id = o.id`.execute(db);
  await sql`update orders set paid_at = created_at where paid_at is null`.execute(db);
  await db.schema
    .createIndex('orders_event_created_idx')
    .on('orders')
    .columns(['event_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('ticket_variant_id', 'uuid', (c) =>
      c.notNull().references('ticket_variants.id').onDelete('restrict'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull())
    .addColumn('discounted_unit_price_pence', 'integer', (c) => c.notNull())
    .addColumn('promo_code_id', 'uuid', (c) => c.references('promo_codes.id').onDelete('set null'))
    .addPrimaryKeyConstraint('order_lines_pkey', ['order_id', 'ticket_variant_id'])
    .execute();
  await db.schema
    .createIndex('order_lines_promo_idx')
    .on('order_lines')
    .column('promo_code_id')
    .where(sql.ref('promo_code_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_events_pkey', ['provider', 'event_id'])
    .execute();

  await db.schema
    .alterTable('organizations')
    .addColumn('stripe_account_id', 'text', (c) => c.unique())
    .addColumn('stripe_charges_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .dropColumn('stripe_charges_enabled')
    .dropColumn('stripe_account_id')
    .execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropIndex('orders_event_created_idx').execute();
  for (const column of [
    'refunded_at',
    'cancelled_at',
    'paid_at',
    'payment_account_id',
    'payment_intent_id',
    'payment_session_id',
    'payment_provider',
    'discount_pence',
    'total_pence',
    'hold_id',
    'status',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
