import { sql, type Kysely } from 'kysely';

/**
 * Issuing on one date in one round trip (issue 17): the check an order paid at once needs under the date's lock,
 * as a function the order's own insert statement calls before it inserts anything. It takes the sale's advisory
 * locks and reads the date's stock through `sale_lock_and_read_stock` (migration 0018: the one counting rule,
 * read with a snapshot taken after the locks were granted), then checks the order against it as the sales
 * core's `fits` does (§4: each ticket type's sold + held + asked within its limit, and the capacity-affecting
 * ones within the venue's capacity), that the activity is published and that each line's price is the one the
 * order was priced with. Anything else raises `US409`, which rolls the whole statement back: the caller then
 * takes the ordinary way (`withDates`), which decides with the rules in TypeScript.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function sale_lock_and_check_order(
      p_organization_id uuid, p_event_id uuid, p_lock_keys text[], p_lock_timeout text,
      p_variant_ids uuid[], p_quantities int[], p_prices int[]
    ) returns void language plpgsql volatile as $$
    declare
      line record;
      is_published boolean := false;
      capacity int;
      capacity_taken int := 0;
      capacity_asked int := 0;
      lines_found int := 0;
    begin
      if cardinality(p_variant_ids) <> (select count(distinct v) from unnest(p_variant_ids) v) then
        raise exception 'the order repeats a ticket type' using errcode = 'US409';
      end if;
      for line in
        select s.is_published, s.capacity, s.id, s.max_ticket_count, s.is_affect_event_ticket_count,
          s.price_pence, s.sold, s.reserved, asked.quantity, asked.price
        from sale_lock_and_read_stock(p_organization_id, array[p_event_id], p_lock_keys, p_lock_timeout) s
          left join unnest(p_variant_ids, p_quantities, p_prices) as asked(variant_id, quantity, price)
            on asked.variant_id = s.id
      loop
        is_published := line.is_published;
        capacity := line.capacity;
        if line.is_affect_event_ticket_count then
          capacity_taken := capacity_taken + line.sold + line.reserved;
        end if;
        continue when line.quantity is null;
        lines_found := lines_found + 1;
        if line.price is distinct from line.price_pence or line.quantity <= 0 or (
          line.max_ticket_count is not null and line.sold + line.reserved + line.quantity > line.max_ticket_count
        ) then
          raise exception 'the order does not fit as priced' using errcode = 'US409';
        end if;
        if line.is_affect_event_ticket_count then
          capacity_asked := capacity_asked + line.quantity;
        end if;
      end loop;
      if not is_published or lines_found <> cardinality(p_variant_ids)
        or (capacity is not null and capacity_taken + capacity_asked > capacity) then
        raise exception 'the order does not fit as priced' using errcode = 'US409';
      end if;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function sale_lock_and_check_order(uuid, uuid, text[], text, uuid[], int[], int[])`.execute(
    db,
  );
}
