import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .addColumn('short_code', 'text', (c) => c.unique())
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'uuid', id)
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('min_age', 'numeric')
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('online_link', 'text')
    .addColumn('address', 'jsonb')
    .addColumn('is_address_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_email_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_full_name_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('custom_field1', 'text')
    .addColumn('custom_field2', 'text')
    .addColumn('custom_field3', 'text')
    .addColumn('custom_field4', 'text')
    .addColumn('custom_field5', 'text')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_one_time_address_edit_available', 'boolean')
    .addColumn('short_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('activities_org_idx').on('activities').column('organization_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', id)
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('activity_id', 'uuid', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('doors_open_at', 'timestamptz')
    .addColumn('max_ticket_count', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('events_activity_idx')
    .on('events')
    .columns(['activity_id', 'start_at'])
    .execute();
  await db.schema
    .createIndex('events_org_start_idx')
    .on('events')
    .columns(['organization_id', 'start_at'])
    .execute();

  await db.schema
    .createTable('ticket_variants')
    .addColumn('id', 'uuid', id)
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price_pence', 'integer', (c) => c.notNull())
    .addColumn('max_ticket_count', 'integer')
    .addColumn('is_affect_event_ticket_count', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ticket_variants_event_idx').on('ticket_variants').column('event_id').execute();

  // A hold on tickets until it expires or becomes an order (§4 "reserved").
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'uuid', id)
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('ticket_variant_id', 'uuid', (c) =>
      c.notNull().references('ticket_variants.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reservations_variant_idx')
    .on('reservations')
    .columns(['ticket_variant_id', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('reservations_event_idx')
    .on('reservations')
    .columns(['event_id', 'expires_at'])
    .execute();

  // Orders and tickets: free, cash and (later) online sales; the check-in issue adds to them.
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', id)
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('restrict'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('free', 'cash', 'online')`))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('full_name', 'text')
    .addColumn('address', 'jsonb')
    .addColumn('custom_field1', 'text')
    .addColumn('custom_field2', 'text')
    .addColumn('custom_field3', 'text')
    .addColumn('custom_field4', 'text')
    .addColumn('custom_field5', 'text')
    .addColumn('applied_promo', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('orders_event_idx').on('orders').column('event_id').execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'uuid', id)
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('restrict'))
    .addColumn('ticket_variant_id', 'uuid', (c) =>
      c.notNull().references('ticket_variants.id').onDelete('restrict'),
    )
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('check_in_code', 'text', (c) => c.notNull().unique())
    .addColumn('ticket_index', 'integer', (c) => c.notNull())
    .addColumn('group_size', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('valid')
        .check(sql`status in ('valid', 'cancelled')`),
    )
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tickets_event_idx')
    .on('tickets')
    .columns(['event_id', 'ticket_variant_id'])
    .execute();
  await db.schema.createIndex('tickets_order_idx').on('tickets').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tickets', 'orders', 'reservations', 'ticket_variants', 'events', 'activities']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('organizations').dropColumn('short_code').execute();
}
