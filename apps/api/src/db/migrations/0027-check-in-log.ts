import { sql, type Kysely } from 'kysely';

/**
 * Undo and who did what (issue 30 §3). `check_in_log` records every check-in, undo and refused scan of a date
 * with who did it: a user (their id and email) or a door link (its id, name and the crew's device name; the
 * door links' own table comes later, so `by_door_link_id` has no foreign key here). Names are kept as they were
 * at the time, so a dispute reads what the door saw. `tickets.checked_in_by_name` is the same who for the
 * ticket's current check-in, so the guest list and the orange answer read it without a join; no index holds it,
 * so a check-in stays a heap-only update (migration 0011). An undo (`checked_in_at` back to null on a valid
 * ticket) is counted by a trigger as a check-in is, in a free slot (migration 0016), minus one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').addColumn('checked_in_by_name', 'text').execute();
  await sql`
    update tickets t set checked_in_by_name = u.email
    from users u where u.id = t.checked_in_by and t.checked_in_at is not null`.execute(db);

  await db.schema
    .createTable('check_in_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('ticket_id', 'uuid', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('checkIn', 'undo', 'refused')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('color', 'text', (c) => c.check(sql`color in ('green', 'orange', 'red')`))
    .addColumn('message', 'text')
    .addColumn('reason', 'text')
    .addColumn('by_kind', 'text', (c) => c.notNull().check(sql`by_kind in ('user', 'doorLink')`))
    .addColumn('by_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_door_link_id', 'uuid')
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('by_device_name', 'text')
    .execute();
  await db.schema
    .createIndex('check_in_log_event_idx')
    .on('check_in_log')
    .columns(['event_id', 'id desc'])
    .execute();
  await db.schema.createIndex('check_in_log_ticket_idx').on('check_in_log').column('ticket_id').execute();

  await sql`
    create function count_check_in_undo() returns trigger language plpgsql as $$
    declare
      free_slot int := 0;
    begin
      loop
        free_slot := free_slot + 1;
        exit when free_slot = 64 or pg_try_advisory_xact_lock(hashtext(new.ticket_variant_id::text), free_slot);
      end loop;
      insert into ticket_counts (ticket_variant_id, slot, organization_id, event_id, checked_in)
      values (new.ticket_variant_id, free_slot, new.organization_id, new.event_id, -1)
      on conflict (ticket_variant_id, slot) do update set checked_in = ticket_counts.checked_in - 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tickets_count_check_in_undo after update of checked_in_at on tickets
    for each row when (old.checked_in_at is not null and new.checked_in_at is null and new.status = 'valid')
    execute function count_check_in_undo()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger tickets_count_check_in_undo on tickets`.execute(db);
  await sql`drop function count_check_in_undo()`.execute(db);
  await db.schema.dropTable('check_in_log').execute();
  await db.schema.alterTable('tickets').dropColumn('checked_in_by_name').execute();
}
