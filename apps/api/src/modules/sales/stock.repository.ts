import type { Db } from '../../db/database';

/** What the catalogue says may be sold of a date: its venue capacity and each ticket type's limit and price. */
export type EventStock = {
  capacity: number | null;
  variants: { id: string; maxTicketCount: number | null; isAffectEventTicketCount: boolean; price: number }[];
};

/**
 * Each date's capacity and ticket types (in the organiser's order) as the catalogue has them now; the sales core
 * reads them itself, holding the dates' locks, so no caller can hand it figures read before. Dates of other
 * organisers are absent.
 */
export async function readDatesStock(
  db: Db,
  organizationId: string,
  eventIds: string[],
): Promise<Map<string, EventStock>> {
  if (eventIds.length === 0) return new Map();
  const events = await db
    .selectFrom('events')
    .select(['id', 'max_ticket_count'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', eventIds)
    .execute();
  const variants = await db
    .selectFrom('ticket_variants')
    .select(['id', 'event_id', 'max_ticket_count', 'is_affect_event_ticket_count', 'price_pence'])
    .where('organization_id', '=', organizationId)
    .where('event_id', 'in', eventIds)
    .orderBy('position')
    .execute();
  return new Map(
    events.map((event) => [
      event.id,
      {
        capacity: event.max_ticket_count,
        variants: variants
          .filter((variant) => variant.event_id === event.id)
          .map((variant) => ({
            id: variant.id,
            maxTicketCount: variant.max_ticket_count,
            isAffectEventTicketCount: variant.is_affect_event_ticket_count,
            price: variant.price_pence,
          })),
      },
    ]),
  );
}

/** The date of each of these ticket types; types of other organisers are absent. */
export async function findDatesOfVariants(
  db: Db,
  organizationId: string,
  variantIds: string[],
): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_variants')
    .select(['id', 'event_id'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', variantIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.event_id]));
}
