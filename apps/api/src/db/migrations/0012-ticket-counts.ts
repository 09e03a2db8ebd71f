import { sql, type Kysely } from 'kysely';

/**
 * Counts that do not grow with a date (issue 17): each ticket type's valid tickets sold and checked in, kept by
 * the sales core in the transaction that changes them, so the stock a date needs under its lock, the public
 * page and the guest list read a few counter rows instead of the date's tickets. Sales write slot 0 holding the
 * date's lock; a check-in is counted by a trigger on the ticket (whichever statement checks it in) in one of
 * the slots 1–8 picked by its ticket, so scanners at one door do not queue on one row. A ticket type's counts
 * are the sums over its slots; a missing row counts 0. Live holds are read through an index of live holds
 * only, by date and expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_counts')
    .addColumn('ticket_variant_id', 'uuid', (c) =>
      c.notNull().references('ticket_variants.id').onDelete('cascade'),
    )
    .addColumn('slot', 'smallint', (c) => c.notNull())
    .addColumn('organization_id', 'uuid', (c) => c.notNull())
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ticket_counts_pkey', ['ticket_variant_id', 'slot'])
    .execute();
  await db.schema.createIndex('ticket_counts_event_idx').on('ticket_counts').column('event_id').execute();
  await sql`
    insert into ticket_counts (ticket_variant_id, slot, organization_id, event_id, sold, checked_in)
    select ticket_variant_id, 0, organization_id, event_id,
      count(*) filter (where status = 'valid'),
      count(*) filter (where status = 'valid' and checked_in_at is not null)
    from tickets
    group by ticket_variant_id, organization_id, event_id`.execute(db);
  await sql`
    create function count_check_in() returns trigger language plpgsql as $$
    begin
      insert into ticket_counts (ticket_variant_id, slot, organization_id, event_id, checked_in)
      values (new.ticket_variant_id, 1 + get_byte(uuid_send(new.id), 15) % 8, new.organization_id, new.event_id, 1)
      on conflict (ticket_variant_id, slot) do update set checked_in = ticket_counts.checked_in + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tickets_count_check_in after update of checked_in_at on tickets
    for each row when (old.checked_in_at is null and new.checked_in_at is not null and new.status = 'valid')
    execute function count_check_in()`.execute(db);
  await sql`
    create index holds_live_idx on holds (event_id, expires_at)
    where released_at is null and checked_out_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('holds_live_idx').execute();
  await sql`drop trigger tickets_count_check_in on tickets`.execute(db);
  await sql`drop function count_check_in()`.execute(db);
  await db.schema.dropTable('ticket_counts').execute();
}
