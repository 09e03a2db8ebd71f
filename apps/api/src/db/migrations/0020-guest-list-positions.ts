import { sql, type Kysely } from 'kysely';

/**
 * A numbered page of the guest list that costs the same at page 1 and page 4,000 (issue 17). Each ticket gets a
 * place in the list when it is inserted (`list_position`, from a sequence: the order tickets were issued in,
 * which under the date's lock is the order of sale, then the number in the order), and the date's valid tickets
 * are counted per run of 1,024 places (`guest_list_buckets`). Page N then reads the counts to find the run its
 * first guest is in, skips at most 1,023 index entries within it, and reads 50 guests from there; an OFFSET read
 * every guest before the page. The counts are kept by triggers on the ticket, so every statement that inserts,
 * cancels or deletes a ticket, whatever module it is in, keeps them; a check-in changes neither status nor place
 * and fires none of them, so it stays a heap-only update (migration 0011).
 *
 * Existing tickets are placed in the list's old order (sale time, order, number in the order), so no list
 * changes its order on upgrade. The index of that order gives way to one by place, which the list, its CSV and
 * the offline door read in order; it includes the status, so finding a page's first guest reads the index only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence tickets_list_position_seq`.execute(db);
  await sql`alter table tickets add column list_position bigint`.execute(db);
  await sql`
    update tickets t set list_position = ranked.position
    from (select id, row_number() over (order by created_at, order_id, ticket_index) as position from tickets) ranked
    where ranked.id = t.id`.execute(db);
  await sql`
    select setval('tickets_list_position_seq', coalesce(max(list_position), 0) + 1, false) from tickets`.execute(
    db,
  );
  await sql`
    alter table tickets
      alter column list_position set default nextval('tickets_list_position_seq'),
      alter column list_position set not null`.execute(db);
  await sql`alter sequence tickets_list_position_seq owned by tickets.list_position`.execute(db);
  await sql`drop index tickets_event_list_idx`.execute(db);
  await sql`create index tickets_event_position_idx on tickets (event_id, list_position) include (status)`.execute(
    db,
  );

  await sql`
    create function guest_list_bucket(list_position bigint) returns bigint
    language sql immutable parallel safe as 'select list_position >> 10'`.execute(db);
  await sql`
    create function guest_list_bucket_start(bucket bigint) returns bigint
    language sql immutable parallel safe as 'select bucket << 10'`.execute(db);
  await sql`
    create table guest_list_buckets (
      organization_id uuid not null,
      event_id uuid not null references events (id) on delete cascade,
      bucket bigint not null,
      guests integer not null,
      primary key (event_id, bucket)
    )`.execute(db);
  await sql`
    insert into guest_list_buckets (organization_id, event_id, bucket, guests)
    select organization_id, event_id, guest_list_bucket(list_position), count(*)
    from tickets where status = 'valid'
    group by organization_id, event_id, guest_list_bucket(list_position)`.execute(db);

  // Rows are counted in the order of their runs, so two statements adding to the same runs lock them in the
  // same order and cannot deadlock.
  await sql`
    create function guest_list_count_added() returns trigger language plpgsql as $$
    begin
      insert into guest_list_buckets (organization_id, event_id, bucket, guests)
      select organization_id, event_id, guest_list_bucket(list_position), count(*)
      from added where status = 'valid'
      group by organization_id, event_id, guest_list_bucket(list_position)
      order by event_id, guest_list_bucket(list_position)
      on conflict (event_id, bucket) do update set guests = guest_list_buckets.guests + excluded.guests;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tickets_guest_list_added after insert on tickets
    referencing new table as added for each statement execute function guest_list_count_added()`.execute(db);

  await sql`
    create function guest_list_count_removed() returns trigger language plpgsql as $$
    begin
      update guest_list_buckets b set guests = b.guests - r.guests
      from (
        select event_id, guest_list_bucket(list_position) as bucket, count(*) as guests
        from removed where status = 'valid'
        group by event_id, guest_list_bucket(list_position)
      ) r
      where b.event_id = r.event_id and b.bucket = r.bucket;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tickets_guest_list_removed after delete on tickets
    referencing old table as removed for each statement execute function guest_list_count_removed()`.execute(
    db,
  );

  await sql`
    create function guest_list_count_changed() returns trigger language plpgsql as $$
    begin
      if old.status = 'valid' then
        update guest_list_buckets set guests = guests - 1
        where event_id = old.event_id and bucket = guest_list_bucket(old.list_position);
      end if;
      if new.status = 'valid' then
        insert into guest_list_buckets (organization_id, event_id, bucket, guests)
        values (new.organization_id, new.event_id, guest_list_bucket(new.list_position), 1)
        on conflict (event_id, bucket) do update set guests = guest_list_buckets.guests + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tickets_guest_list_changed after update of status, event_id, list_position on tickets
    for each row when (old.status is distinct from new.status or old.event_id is distinct from new.event_id
      or old.list_position is distinct from new.list_position)
    execute function guest_list_count_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger tickets_guest_list_changed on tickets`.execute(db);
  await sql`drop trigger tickets_guest_list_removed on tickets`.execute(db);
  await sql`drop trigger tickets_guest_list_added on tickets`.execute(db);
  await sql`drop function guest_list_count_changed()`.execute(db);
  await sql`drop function guest_list_count_removed()`.execute(db);
  await sql`drop function guest_list_count_added()`.execute(db);
  await sql`drop table guest_list_buckets`.execute(db);
  await sql`drop function guest_list_bucket_start(bigint)`.execute(db);
  await sql`drop function guest_list_bucket(bigint)`.execute(db);
  await sql`drop index tickets_event_position_idx`.execute(db);
  await sql`
    create index tickets_event_list_idx on tickets (event_id, created_at, order_id, ticket_index)`.execute(
    db,
  );
  await sql`alter table tickets drop column list_position`.execute(db);
}
