import { sql, type Kysely } from 'kysely';

/**
 * The waiting list (issue 31). Each activity says whether its dates keep one and how long an offer is kept.
 * `waitlist_entries` is the sales core's (an offer is a hold, made under the date's lock): `id` is the entry's
 * only key on the public side, so it is a random uuid; `position` is the joining order, an identity, so two
 * simultaneous joins never share one. Entries still waiting or offered are read per date and ticket type in
 * joining order through a partial index that holds only those, so a date whose list was served long ago costs
 * nothing to check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('waitlist_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('waitlist_offer_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1440)
        .check(sql`waitlist_offer_minutes between 1 and 10080`),
    )
    .execute();

  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('ticket_variant_id', 'uuid', (c) =>
      c.notNull().references('ticket_variants.id').onDelete('cascade'),
    )
    .addColumn('position', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 100`))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'offered', 'purchased', 'expired', 'left', 'removed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('offered_at', 'timestamptz')
    .addColumn('offer_expires_at', 'timestamptz')
    .addColumn('hold_id', 'uuid', (c) => c.references('holds.id').onDelete('set null'))
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
    .execute();
  await sql`
    create index waitlist_entries_active_idx on waitlist_entries (event_id, ticket_variant_id, position)
    where status in ('waiting', 'offered')`.execute(db);
  await db.schema
    .createIndex('waitlist_entries_event_idx')
    .on('waitlist_entries')
    .columns(['event_id', 'position'])
    .execute();
  await db.schema.createIndex('waitlist_entries_hold_idx').on('waitlist_entries').column('hold_id').execute();
  // One live entry per email and ticket type: the duplicate join answers 409, whatever the timing.
  await sql`
    create unique index waitlist_entries_one_live_idx on waitlist_entries (ticket_variant_id, email)
    where status in ('waiting', 'offered')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute();
  await db.schema.alterTable('activities').dropColumn('waitlist_offer_minutes').execute();
  await db.schema.alterTable('activities').dropColumn('waitlist_enabled').execute();
}
