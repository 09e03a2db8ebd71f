import { sql } from 'kysely';
import type { TWebhookTicket } from '@usher/contract/webhooks';
import type { Db } from '../../db/database';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** An order of the organiser with what `ZApiOrder` shows of it; `updated_at` is its last change of status. */
export function findOrderRow(db: Db, organizationId: string, orderId: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'reference',
      'kind',
      'status',
      'full_name',
      'email',
      'phone',
      'total_pence',
      'discount_pence',
      'applied_promo',
      'payment_provider',
      'created_at',
      sql<Date>`greatest(created_at, paid_at, cancelled_at, refunded_at)`.as('updated_at'),
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Every ticket an order issued, cancelled ones too (a cancelled order keeps them, marked by its status). */
export function listOrderTicketRows(db: Db, organizationId: string, orderId: string) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .select([
      't.external_id',
      't.ticket_index',
      'v.name',
      't.price_pence',
      't.discount_pence',
      't.checked_in_at',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.order_id', '=', orderId)
    .orderBy('t.ticket_index')
    .execute();
}

/** A ticket of the organiser as the ticket webhooks send it; `checkedInAt` as the event recorded it. */
export async function findWebhookTicket(
  db: Db,
  organizationId: string,
  ticketId: string,
  checkedInAt: Date | null,
): Promise<TWebhookTicket | null> {
  const ticket = await db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .select(['t.external_id', 't.ticket_index', 't.event_id', 'o.reference', 'o.full_name', 'v.name'])
    .where('t.organization_id', '=', organizationId)
    .where('t.id', '=', ticketId)
    .executeTakeFirst();
  if (!ticket) return null;
  return {
    ticketId: ticket.external_id,
    ticketNumber: ticket.ticket_index,
    eventId: ticket.event_id,
    orderReference: ticket.reference,
    guestName: ticket.full_name,
    ticketVariantName: ticket.name,
    checkedInAt: iso(checkedInAt),
  };
}
