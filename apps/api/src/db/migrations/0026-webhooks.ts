import { sql, type Kysely } from 'kysely';

/**
 * Webhooks (issue 29 §2). `webhooks`: an organiser's endpoints, each with the event types it takes and the
 * secret its deliveries are signed with (the server must sign, so it is kept as given, not hashed).
 * `webhook_messages`: the webhooks' outbox, one row per event and endpoint, written by triggers on the rows whose
 * change is the event, so every path that makes the change (a sale, a payment notice, each kind of check-in, an
 * undo) writes it in its own transaction, and a change that rolls back leaves none. `seq` orders an order's
 * events: a message waits while an earlier one of the same endpoint and `sequence_key` (the order, or the date
 * for `event.updated`) is still open. `webhook_attempts`: one row per attempt, the deliveries an organiser sees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhooks (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id) on delete cascade,
      url text not null,
      events text[] not null,
      secret text not null,
      status text not null default 'active' check (status in ('active', 'disabled')),
      failing_since timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhooks_organization_idx on webhooks (organization_id) where status = 'active'`.execute(
    db,
  );

  await sql`
    create table webhook_messages (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null,
      event_id uuid not null,
      webhook_id uuid not null references webhooks(id) on delete cascade,
      organization_id uuid not null references organizations(id) on delete cascade,
      type text not null,
      sequence_key uuid not null,
      order_id uuid,
      ticket_id uuid,
      date_id uuid,
      checked_in_at timestamptz,
      body text,
      status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create index webhook_messages_due_idx on webhook_messages (next_attempt_at)
    where status in ('pending', 'sending')`.execute(db);
  await sql`
    create index webhook_messages_sequence_idx on webhook_messages (webhook_id, sequence_key, seq)
    where status in ('pending', 'sending')`.execute(db);
  await sql`create index webhook_messages_created_idx on webhook_messages (created_at)`.execute(db);

  await sql`
    create table webhook_attempts (
      id uuid primary key default gen_random_uuid(),
      message_id uuid not null references webhook_messages(id) on delete cascade,
      webhook_id uuid not null references webhooks(id) on delete cascade,
      organization_id uuid not null references organizations(id) on delete cascade,
      attempt integer not null,
      status text not null check (status in ('delivered', 'failed')),
      response_status integer,
      duration_ms integer not null,
      error text,
      next_attempt_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhook_attempts_list_idx on webhook_attempts (webhook_id, created_at desc, id desc)`.execute(
    db,
  );

  // One event for each active endpoint of the organiser that takes its type: with none, one index probe.
  await sql`
    create function queue_webhook_event(
      organization uuid, event_type text, sequence uuid, the_order uuid, ticket uuid, the_date uuid,
      checked_in timestamptz
    ) returns void language sql as $$
      insert into webhook_messages (event_id, webhook_id, organization_id, type, sequence_key, order_id, ticket_id,
        date_id, checked_in_at)
      select e.event_id, w.id, organization, event_type, sequence, the_order, ticket, the_date, checked_in
      from webhooks w cross join (select gen_random_uuid() as event_id) e
      where w.organization_id = organization and w.status = 'active' and event_type = any (w.events)
    $$`.execute(db);

  await sql`
    create function webhook_order_changed() returns trigger language plpgsql as $$
    declare
      event_type text := case
        when new.status = 'paid' and (tg_op = 'INSERT' or old.status = 'pending') then 'order.paid'
        when new.status = 'cancelled' and old.status = 'paid' then 'order.cancelled'
        when new.status = 'refunded' then 'order.refunded'
      end;
    begin
      if event_type is not null then
        perform queue_webhook_event(new.organization_id, event_type, new.id, new.id, null, null, null);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_webhook_inserted after insert on orders
    for each row when (new.status = 'paid') execute function webhook_order_changed()`.execute(db);
  await sql`
    create trigger orders_webhook_changed after update of status on orders
    for each row when (old.status is distinct from new.status) execute function webhook_order_changed()`.execute(
    db,
  );

  await sql`
    create function webhook_ticket_checked_in() returns trigger language plpgsql as $$
    begin
      perform queue_webhook_event(new.organization_id,
        case when new.checked_in_at is null then 'ticket.check_in_undone' else 'ticket.checked_in' end,
        new.order_id, new.order_id, new.id, new.event_id, new.checked_in_at);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tickets_webhook_checked_in after update of checked_in_at on tickets
    for each row when (old.checked_in_at is distinct from new.checked_in_at)
    execute function webhook_ticket_checked_in()`.execute(db);

  await sql`
    create function webhook_date_changed() returns trigger language plpgsql as $$
    begin
      perform queue_webhook_event(new.organization_id, 'event.updated', new.id, null, null, new.id, null);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger events_webhook_changed after update of start_at, end_at, doors_open_at, max_ticket_count on events
    for each row when (
      (old.start_at, old.end_at, old.doors_open_at, old.max_ticket_count)
      is distinct from (new.start_at, new.end_at, new.doors_open_at, new.max_ticket_count)
    ) execute function webhook_date_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger events_webhook_changed on events`.execute(db);
  await sql`drop trigger tickets_webhook_checked_in on tickets`.execute(db);
  await sql`drop trigger orders_webhook_changed on orders`.execute(db);
  await sql`drop trigger orders_webhook_inserted on orders`.execute(db);
  await sql`drop function webhook_date_changed()`.execute(db);
  await sql`drop function webhook_ticket_checked_in()`.execute(db);
  await sql`drop function webhook_order_changed()`.execute(db);
  await sql`drop function queue_webhook_event(uuid, text, uuid, uuid, uuid, uuid, timestamptz)`.execute(db);
  await sql`drop table webhook_attempts`.execute(db);
  await sql`drop table webhook_messages`.execute(db);
  await sql`drop table webhooks`.execute(db);
}
