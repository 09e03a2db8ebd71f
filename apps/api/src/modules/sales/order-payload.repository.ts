import type { TWebhookTicket } from '@usher/contract/webhooks';
import type { Db } from '../../db/database';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

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
