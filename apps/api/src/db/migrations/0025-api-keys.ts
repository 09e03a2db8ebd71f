import { sql, type Kysely } from 'kysely';

/**
 * API keys (issue 29 §1) and the orders' change time the API syncs by.
 *
 * A key is stored as the SHA-256 of the whole key (`key_hash`, unique): the key carries 190 random bits, so a
 * fast hash is as safe as a slow one and lets a request find its key by one index lookup. `key_prefix` is its
 * first 8 characters, shown in lists. `last_used_at` moves at most once a minute (the API's own update says so).
 *
 * `orders.updated_at` moves on every change of the order (a row trigger) and on every change of status or check-in
 * of any of its tickets (whatever module's statement made it: a check-in, an undo, a cancel), so
 * `GET /api/v1/events/{id}/orders?updatedSince=` finds every order changed since. The ticket trigger is deferred
 * to the commit: the order's row is locked only for the instant of the commit, so two scans of one order's
 * tickets never wait on each other's open transactions (the door's counters are spread for the same reason).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index api_keys_organization_idx on api_keys (organization_id, created_at)`.execute(db);

  await sql`alter table orders add column updated_at timestamptz not null default now()`.execute(db);
  await sql`
    update orders o set updated_at = greatest(o.created_at, o.paid_at, o.cancelled_at, o.refunded_at, o.disputed_at,
      (select max(t.checked_in_at) from tickets t where t.order_id = o.id))`.execute(db);
  await sql`create index orders_event_updated_idx on orders (event_id, updated_at, id)`.execute(db);
  await sql`
    create function orders_mark_updated() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end $$`.execute(db);
  await sql`
    create trigger orders_mark_updated before update on orders
    for each row execute function orders_mark_updated()`.execute(db);
  await sql`
    create function tickets_mark_order_updated() returns trigger language plpgsql as $$
    begin
      update orders set updated_at = now() where id = new.order_id;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger tickets_mark_order_updated after update of status, checked_in_at on tickets
    deferrable initially deferred
    for each row when (old.status is distinct from new.status or old.checked_in_at is distinct from new.checked_in_at)
    execute function tickets_mark_order_updated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger tickets_mark_order_updated on tickets`.execute(db);
  await sql`drop function tickets_mark_order_updated()`.execute(db);
  await sql`drop trigger orders_mark_updated on orders`.execute(db);
  await sql`drop function orders_mark_updated()`.execute(db);
  await sql`drop index orders_event_updated_idx`.execute(db);
  await sql`alter table orders drop column updated_at`.execute(db);
  await db.schema.dropTable('api_keys').execute();
}
