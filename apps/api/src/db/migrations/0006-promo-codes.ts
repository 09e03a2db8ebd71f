import { sql, type Kysely } from 'kysely';

/**
 * Promo codes (issue 10): a code with its discount, validity, optional cap and scope, soft-deleted so the orders
 * that used it keep it. Each ticket keeps the price it was issued at, the discount it got and the code that gave
 * it, so a code's uses and total discount are counted from the tickets themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('percentage_amount', 'integer', (c) => c.check(sql`percentage_amount between 0 and 100`))
    .addColumn('fixed_amount', 'integer', (c) => c.check(sql`fixed_amount >= 0`))
    .addColumn('valid_until', 'timestamptz', (c) => c.notNull())
    .addColumn('applies_at_all', 'boolean', (c) => c.notNull())
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promo_codes_one_discount', sql`num_nonnulls(percentage_amount, fixed_amount) = 1`)
    .execute();
  // One live code per name and organiser, whatever its case; deleted codes free their name.
  await sql`create unique index promo_codes_live_code_idx on promo_codes (organization_id, upper(code)) where not is_deleted`.execute(
    db,
  );
  await db.schema
    .createIndex('promo_codes_org_created_idx')
    .on('promo_codes')
    .columns(['organization_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('promo_code_targets')
    .addColumn('promo_code_id', 'uuid', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('activity_id', 'uuid', (c) => c.references('activities.id').onDelete('cascade'))
    .addColumn('event_id', 'uuid', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('ticket_variant_id', 'uuid', (c) => c.references('ticket_variants.id').onDelete('cascade'))
    .addCheckConstraint(
      'promo_code_targets_one_target',
      sql`num_nonnulls(activity_id, event_id, ticket_variant_id) = 1`,
    )
    .execute();
  await db.schema
    .createIndex('promo_code_targets_code_idx')
    .on('promo_code_targets')
    .column('promo_code_id')
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('promo_code_id', 'uuid', (c) => c.references('promo_codes.id').onDelete('restrict'))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('price_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promo_code_id', 'uuid', (c) => c.references('promo_codes.id').onDelete('restrict'))
    .execute();
  await sql`update tickets t set price_pence = v.price_pence from ticket_variants v where v.id = t.ticket_variant_id`.execute(
    db,
  );
  await sql`create index tickets_promo_code_idx on tickets (promo_code_id, status) include (discount_pence) where promo_code_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_promo_code_idx').execute();
  await db.schema
    .alterTable('tickets')
    .dropColumn('promo_code_id')
    .dropColumn('discount_pence')
    .dropColumn('price_pence')
    .execute();
  await db.schema.alterTable('orders').dropColumn('promo_code_id').execute();
  await db.schema.dropTable('promo_code_targets').execute();
  await db.schema.dropTable('promo_codes').execute();
}
