import type { Db } from '../../db/database';

/**
 * A ticket with everything it is shown with: its order (o), ticket type (v), date (e) and activity (a). The one
 * join behind the public ticket page and the tickets a guest is sent.
 */
export function selectTicketsWithDate(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('activities as a', 'a.id', 'e.activity_id');
}

/** When a ticket was checked in and by whom, as it is now. */
export async function findCheckIn(db: Db, ticketId: string) {
  return db
    .selectFrom('tickets')
    .select(['checked_in_at', 'checked_in_by_name'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
}

/**
 * One valid ticket by its unguessable external id, with what its guest may see: the event, the venue, the
 * ticket type and the order's reference and name. Nothing of other tickets, and no row ids.
 */
export async function findValidTicketByExternalId(db: Db, externalId: string) {
  return selectTicketsWithDate(db)
    .innerJoin('organizations as org', 'org.id', 't.organization_id')
    .select([
      't.external_id',
      't.check_in_code',
      't.ticket_index',
      't.group_size',
      't.checked_in_at',
      'o.reference',
      'o.full_name',
      'o.applied_promo',
      'v.name as variant_name',
      'e.start_at',
      'e.end_at',
      'e.doors_open_at',
      'a.name as activity_name',
      'a.image_url',
      'a.is_online',
      'a.address',
      'org.name as organization_name',
    ])
    .where('t.external_id', '=', externalId)
    .where('t.status', '=', 'valid')
    .executeTakeFirst();
}

export type PublicTicketRow = NonNullable<Awaited<ReturnType<typeof findValidTicketByExternalId>>>;

export async function markTicketsCheckedIn(
  db: Db,
  organizationId: string,
  ticketIds: string[],
  at: Date,
): Promise<void> {
  if (ticketIds.length === 0) return;
  await db
    .updateTable('tickets')
    .set({ checked_in_at: at })
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ticketIds)
    .execute();
}
