import type { Db } from '../../db/database';

export type AudienceFilter = {
  channel: 'email' | 'sms';
  target: 'all' | 'checkedIn' | 'notCheckedIn';
  /** Empty: every ticket type of the date. */
  ticketVariantIds: string[];
};

/**
 * The email (or phone) of each order of the date with at least one valid ticket that matches the filter: one
 * row per order, so a group of ten on one order is one guest, and guests on several orders repeat.
 */
export async function listEventGuestContacts(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: AudienceFilter,
): Promise<string[]> {
  const column = filter.channel === 'email' ? 'o.email' : 'o.phone';
  const rows = await db
    .selectFrom('orders as o')
    .select(`${column} as contact`)
    .where('o.organization_id', '=', organizationId)
    .where('o.event_id', '=', eventId)
    .where(column, 'is not', null)
    .where(({ exists, selectFrom }) => {
      let tickets = selectFrom('tickets as t')
        .select('t.id')
        .whereRef('t.order_id', '=', 'o.id')
        .where('t.status', '=', 'valid');
      if (filter.target !== 'all') {
        tickets = tickets.where('t.checked_in_at', filter.target === 'checkedIn' ? 'is not' : 'is', null);
      }
      if (filter.ticketVariantIds.length > 0) {
        tickets = tickets.where('t.ticket_variant_id', 'in', filter.ticketVariantIds);
      }
      return exists(tickets);
    })
    .orderBy('o.created_at')
    .execute();
  return rows.map((row) => row.contact!);
}
