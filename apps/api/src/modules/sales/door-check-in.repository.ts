import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';

export type DoorTicketKey = { checkInCode: string } | { externalId: string };

/**
 * Who checks in, undoes or is answered at the door: a user, or a door link's crew phone (issue 30), which admits
 * only its ticket types (`ticketVariantIds`; null: every type of the date).
 */
export type CheckInBy =
  | { kind: 'user'; userId: string }
  | {
      kind: 'doorLink';
      doorLinkId: string;
      doorName: string;
      deviceName: string;
      ticketVariantIds: string[] | null;
    };

/** Whether this door admits a ticket type: a user's door admits every type, a link its own (all when none named). */
export const admitsTicketType = (by: CheckInBy, ticketVariantId: string) =>
  by.kind === 'user' || by.ticketVariantIds === null || by.ticketVariantIds.includes(ticketVariantId);

/** How the door names a link's crew phone: "Main gate (Sam at gate A)". */
export const doorLinkByName = (doorName: string, deviceName: string) => `${doorName} (${deviceName})`;

export type DoorCheckIn = {
  organizationId: string;
  eventId: string;
  ticket: DoorTicketKey;
  /** The scanner's nonce: the first request with it checks in, a retry learns what that one did. */
  nonce: string | null;
  by: CheckInBy;
  device: string | null;
  method: 'scan' | 'manual';
};

/** A ticket as the door answers it, with its date and what it is sold as. */
export type DoorTicketRow = {
  id: string;
  event_id: string;
  ticket_variant_id: string;
  status: 'valid' | 'cancelled';
  checked_in_at: Date | null;
  checked_in_nonce: string | null;
  /** Who checked it in, as the door shows it (migration 0027). */
  checked_in_by_name: string | null;
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

/** One request as the statement reads it, numbered so each answer row finds its request. */
const scanOf = (request: DoorCheckIn, ord: number) => ({
  ord,
  organization_id: request.organizationId,
  event_id: request.eventId,
  check_in_code: 'checkInCode' in request.ticket ? request.ticket.checkInCode : null,
  external_id: 'externalId' in request.ticket ? request.ticket.externalId : null,
  nonce: request.nonce,
  user_id: request.by.kind === 'user' ? request.by.userId : null,
  door_link_id: request.by.kind === 'doorLink' ? request.by.doorLinkId : null,
  door_name: request.by.kind === 'doorLink' ? request.by.doorName : null,
  device_name: request.by.kind === 'doorLink' ? request.by.deviceName : null,
  variant_ids: request.by.kind === 'doorLink' ? request.by.ticketVariantIds : null,
  device: request.device,
  method: request.method,
});

/**
 * Check-ins in one statement, so a batch of scans costs one round trip and one commit: per request the date
 * and its activity's publication, the ticket with what it is shown with, the nonce claimed (`on conflict do
 * nothing`: a retry waits here for the first request to end), the ticket checked in unless it already is or is
 * of a type the door link does not admit, with who (the user's email, or the link's name and the crew's device),
 * and the check-in written to the date's log.
 * The update re-reads `checked_in_at` on the row it locks, so of any number of simultaneous scans exactly one
 * sets it. A nonce is claimed by the first request of the batch that sent it with the ticket it was stored
 * with: one nonce never checks in two tickets, and a retry in the same batch is answered as a retry. The
 * requests travel as one JSON parameter, so every batch sends the same text and is prepared once per
 * connection. One row per request, in their order.
 */
export async function checkInBatch(db: Db, requests: DoorCheckIn[]): Promise<DoorCheckInRow[]> {
  return executePrepared(
    db,
    'door-check-in',
    sql<DoorCheckInRow>`
    with scan as (
      select * from jsonb_to_recordset(${JSON.stringify(requests.map(scanOf))}::jsonb) as s(
        ord int, organization_id uuid, event_id uuid, check_in_code text, external_id text, nonce text,
        user_id uuid, door_link_id uuid, door_name text, device_name text, variant_ids uuid[], device text,
        method text)
    ),
    door as (
      select scan.ord, a.is_published
      from scan
      join events e on e.id = scan.event_id and e.organization_id = scan.organization_id
      join activities a on a.id = e.activity_id
    ),
    ticket as (
      select scan.ord, t.id, t.event_id, t.ticket_variant_id, t.status, t.checked_in_at, t.checked_in_nonce, t.checked_in_by_name,
        o.full_name, o.phone,
        o.reference, v.name as variant_name, a.name as activity_name, e.start_at, e.end_at
      from scan
      join door on door.ord = scan.ord and door.is_published
      join tickets t on t.organization_id = scan.organization_id
        and (t.check_in_code = scan.check_in_code or t.external_id = scan.external_id)
      join orders o on o.id = t.order_id
      join ticket_variants v on v.id = t.ticket_variant_id
      join events e on e.id = t.event_id
      join activities a on a.id = e.activity_id
    ),
    claim as (
      insert into check_in_requests (organization_id, nonce, event_id, ticket_id)
      select scan.organization_id, scan.nonce, scan.event_id, ticket.id
      from scan join ticket on ticket.ord = scan.ord
      where scan.nonce is not null
      on conflict (organization_id, nonce) do nothing
      returning organization_id, nonce, ticket_id
    ),
    claimed as (
      select distinct on (claim.organization_id, claim.nonce) scan.ord
      from scan join ticket on ticket.ord = scan.ord
      join claim on claim.organization_id = scan.organization_id and claim.nonce = scan.nonce
        and claim.ticket_id = ticket.id
      order by claim.organization_id, claim.nonce, scan.ord
    ),
    checked as (
      update tickets set checked_in_at = now(), checked_in_by = scan.user_id,
        checked_in_device = scan.device, checked_in_method = scan.method, checked_in_nonce = scan.nonce,
        checked_in_by_name = coalesce(u.email, scan.door_name || ' (' || scan.device_name || ')'),
        checked_in_door_link_id = scan.door_link_id
      from scan join ticket on ticket.ord = scan.ord left join users u on u.id = scan.user_id
      where tickets.id = ticket.id and tickets.event_id = scan.event_id and tickets.status = 'valid'
        and tickets.checked_in_at is null
        and (u.id is not null or scan.door_link_id is not null)
        and (scan.variant_ids is null or cardinality(scan.variant_ids) = 0
          or tickets.ticket_variant_id = any(scan.variant_ids))
        and (scan.nonce is null or scan.ord in (select ord from claimed))
      returning scan.ord, tickets.id, tickets.checked_in_at, tickets.checked_in_by_name
    ),
    logged as (
      insert into check_in_log (organization_id, event_id, ticket_id, action, at, color, by_kind, by_user_id,
        by_door_link_id, by_name, by_device_name)
      select scan.organization_id, scan.event_id, checked.id, 'checkIn', checked.checked_in_at, 'green',
        case when scan.door_link_id is null then 'user' else 'doorLink' end, scan.user_id, scan.door_link_id,
        coalesce(scan.door_name, checked.checked_in_by_name), scan.device_name
      from checked join scan on scan.ord = checked.ord
    )
    select door.is_published, ticket.id, ticket.event_id, ticket.ticket_variant_id, ticket.status, ticket.checked_in_at,
      ticket.checked_in_nonce, ticket.checked_in_by_name, ticket.full_name, ticket.phone, ticket.reference, ticket.variant_name,
      ticket.activity_name, ticket.start_at, ticket.end_at,
      scan.ord in (select ord from claimed) as is_claimed, checked.checked_in_at as checked_in_now
    from scan
    left join door on door.ord = scan.ord
    left join ticket on ticket.ord = scan.ord
    left join checked on checked.ord = scan.ord
    order by scan.ord`,
  );
}

/** The ticket a nonce was first used for, and that ticket as it is now: how a retried scan is answered. */
export async function findNonceTicket(
  db: Db,
  organizationId: string,
  nonce: string,
): Promise<
  | Pick<DoorTicketRow, 'id' | 'status' | 'checked_in_at' | 'checked_in_nonce' | 'checked_in_by_name'>
  | undefined
> {
  return db
    .selectFrom('check_in_requests as r')
    .innerJoin('tickets as t', 't.id', 'r.ticket_id')
    .select(['t.id', 't.status', 't.checked_in_at', 't.checked_in_nonce', 't.checked_in_by_name'])
    .where('r.organization_id', '=', organizationId)
    .where('r.nonce', '=', nonce)
    .executeTakeFirst();
}
