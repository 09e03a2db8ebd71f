import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';

export type DoorTicketKey = { checkInCode: string } | { externalId: string };

export type DoorCheckIn = {
  organizationId: string;
  eventId: string;
  ticket: DoorTicketKey;
  /** The scanner's nonce: the first request with it checks in, a retry learns what that one did. */
  nonce: string | null;
  userId: string;
  device: string | null;
  method: 'scan' | 'manual';
};

/** A ticket as the door answers it, with its date and what it is sold as. */
export type DoorTicketRow = {
  id: string;
  event_id: string;
  status: 'valid' | 'cancelled';
  checked_in_at: Date | null;
  checked_in_nonce: string | null;
  full_name: string | null;
  phone: string | null;
  reference: string;
  variant_name: string;
  activity_name: string;
  start_at: Date;
  end_at: Date | null;
};

export type DoorCheckInRow = Partial<DoorTicketRow> & {
  /** Null when the date is not the organiser's. */
  is_published: boolean | null;
  /** The nonce was new and is now this ticket's. */
  is_claimed: boolean;
  /** Set when this statement checked the ticket in. */
  checked_in_now: Date | null;
};

const ticketWhere = (key: DoorTicketKey) =>
  'checkInCode' in key ? sql`t.check_in_code = ${key.checkInCode}` : sql`t.external_id = ${key.externalId}`;

/**
 * The whole check-in in one statement, so a scan costs one round trip: the date and its activity's
 * publication, the ticket with what it is shown with, the nonce claimed (`on conflict do nothing`: a retry
 * waits here for the first request to end) and the ticket checked in unless it already is. The update
 * re-reads `checked_in_at` on the row it locks, so of any number of simultaneous scans exactly one sets it.
 * Prepared once per connection, as every scan sends the same text.
 */
export async function checkInOnce(db: Db, request: DoorCheckIn): Promise<DoorCheckInRow> {
  const { organizationId, eventId, nonce } = request;
  const [row] = await executePrepared(
    db,
    'door-check-in',
    sql<DoorCheckInRow>`
    with door as (
      select a.is_published
      from events e join activities a on a.id = e.activity_id
      where e.id = ${eventId} and e.organization_id = ${organizationId}
    ),
    ticket as (
      select t.id, t.event_id, t.status, t.checked_in_at, t.checked_in_nonce, o.full_name, o.phone, o.reference,
        v.name as variant_name, a.name as activity_name, e.start_at, e.end_at
      from tickets t
      join orders o on o.id = t.order_id
      join ticket_variants v on v.id = t.ticket_variant_id
      join events e on e.id = t.event_id
      join activities a on a.id = e.activity_id
      where t.organization_id = ${organizationId} and ${ticketWhere(request.ticket)}
    ),
    claim as (
      insert into check_in_requests (organization_id, nonce, event_id, ticket_id)
      select ${organizationId}, ${nonce}, ${eventId}, ticket.id
      from ticket, door
      where door.is_published and ${nonce}::text is not null
      on conflict (organization_id, nonce) do nothing
      returning ticket_id
    ),
    checked as (
      update tickets set checked_in_at = now(), checked_in_by = ${request.userId},
        checked_in_device = ${request.device}, checked_in_method = ${request.method},
        checked_in_nonce = ${nonce}
      from ticket, door
      where tickets.id = ticket.id and door.is_published
        and tickets.event_id = ${eventId} and tickets.status = 'valid'
        and tickets.checked_in_at is null
        and (${nonce}::text is null or exists (select 1 from claim))
      returning tickets.checked_in_at
    )
    select door.is_published, ticket.*, exists (select 1 from claim) as is_claimed,
      checked.checked_in_at as checked_in_now
    from (select 1) as one
    left join door on true
    left join ticket on door.is_published
    left join checked on true`,
  );
  return row!;
}

/** The ticket a nonce was first used for, and that ticket as it is now: how a retried scan is answered. */
export async function findNonceTicket(
  db: Db,
  organizationId: string,
  nonce: string,
): Promise<Pick<DoorTicketRow, 'id' | 'status' | 'checked_in_at' | 'checked_in_nonce'> | undefined> {
  return db
    .selectFrom('check_in_requests as r')
    .innerJoin('tickets as t', 't.id', 'r.ticket_id')
    .select(['t.id', 't.status', 't.checked_in_at', 't.checked_in_nonce'])
    .where('r.organization_id', '=', organizationId)
    .where('r.nonce', '=', nonce)
    .executeTakeFirst();
}
