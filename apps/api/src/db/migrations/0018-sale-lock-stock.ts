import { sql, type Kysely } from 'kysely';

/**
 * Takes a sale's advisory locks and reads its dates' stock in one round trip. In READ COMMITTED a statement
 * sees the data as of its own start, so a read in the statement that waited for a lock would miss what the
 * lock's previous holder committed meanwhile; a volatile function takes a fresh snapshot for each statement it
 * runs, so here the read sees everything committed before the locks were granted. The read is the sales
 * core's stock (`stock.repository.ts`): each ticket type's sold count from its counter rows, and its places
 * reserved by live holds and reservations, as `VARIANT_COUNTS` counts them. Without keys it only reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function sale_lock_and_read_stock(
      p_organization_id uuid, p_event_ids uuid[], p_lock_keys text[], p_lock_timeout text
    ) returns table (
      event_id uuid, is_published boolean, capacity int, id uuid, name text, max_ticket_count int,
      is_affect_event_ticket_count boolean, price_pence int, sold int, reserved int
    ) language plpgsql volatile as $$
    #variable_conflict use_column
    declare
      lock_key text;
    begin
      if cardinality(p_lock_keys) > 0 then
        perform set_config('lock_timeout', p_lock_timeout, true);
      end if;
      foreach lock_key in array p_lock_keys loop
        perform pg_advisory_xact_lock(hashtextextended(lock_key, 0));
      end loop;
      return query
        select e.id, a.is_published, e.max_ticket_count, v.id, v.name, v.max_ticket_count,
          v.is_affect_event_ticket_count, v.price_pence,
          coalesce((select sum(c.sold) from ticket_counts c where c.ticket_variant_id = v.id), 0)::int,
          (coalesce((
            select sum(hold_lines.quantity)
            from holds join hold_lines on hold_lines.hold_id = holds.id and hold_lines.ticket_variant_id = v.id
            where holds.event_id = v.event_id
              and holds.expires_at > now() and holds.released_at is null and holds.checked_out_at is null
          ), 0) + coalesce((
            select sum(r.quantity) from reservations r where r.ticket_variant_id = v.id and r.expires_at > now()
          ), 0))::int
        from events e join activities a on a.id = e.activity_id left join ticket_variants v on v.event_id = e.id
        where e.organization_id = p_organization_id and e.id = any (p_event_ids)
        order by e.id, v.position;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function sale_lock_and_read_stock(uuid, uuid[], text[], text)`.execute(db);
}
