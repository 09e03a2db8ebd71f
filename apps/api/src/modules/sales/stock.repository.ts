import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { VARIANT_COUNTS } from './sales-count.repository';

/**
 * What may be sold of a date and what is taken: its venue capacity and each ticket type's limit and price, with
 * its valid tickets sold and its places held now.
 */
export type EventStock = {
  /** Its activity is published: tickets are issued and held only then. */
  isPublished: boolean;
  capacity: number | null;
  variants: {
    id: string;
    maxTicketCount: number | null;
    isAffectEventTicketCount: boolean;
    price: number;
    sold: number;
    reserved: number;
  }[];
};

type StockRow = {
  event_id: string;
  is_published: boolean;
  capacity: number | null;
  id: string | null;
  max_ticket_count: number | null;
  is_affect_event_ticket_count: boolean | null;
  price_pence: number | null;
  sold: number | null;
  reserved: number | null;
};

/**
 * Each date's capacity and ticket types (in the organiser's order) as the catalogue has them now, with their
 * counts, in one statement that reads counter rows and live holds, not the date's tickets; the sales core reads
 * them itself, holding the dates' locks, so no caller can hand it figures read before. Dates of other
 * organisers are absent.
 */
export async function readDatesStock(
  db: Db,
  organizationId: string,
  eventIds: string[],
): Promise<Map<string, EventStock>> {
  if (eventIds.length === 0) return new Map();
  const { rows } = await sql<StockRow>`
    select e.id as event_id, a.is_published, e.max_ticket_count as capacity, v.id, v.max_ticket_count,
      v.is_affect_event_ticket_count, v.price_pence, ${VARIANT_COUNTS}
    from events e join activities a on a.id = e.activity_id left join ticket_variants v on v.event_id = e.id
    where e.organization_id = ${organizationId} and e.id in (${sql.join(eventIds)})
    order by v.position`.execute(db);
  const stocks = new Map<string, EventStock>();
  for (const row of rows) {
    const stock = stocks.get(row.event_id) ?? {
      isPublished: Boolean(row.is_published),
      capacity: row.capacity,
      variants: [],
    };
    stocks.set(row.event_id, stock);
    if (row.id === null) continue;
    stock.variants.push({
      id: row.id,
      maxTicketCount: row.max_ticket_count,
      isAffectEventTicketCount: Boolean(row.is_affect_event_ticket_count),
      price: Number(row.price_pence),
      sold: Number(row.sold),
      reserved: Number(row.reserved),
    });
  }
  return stocks;
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
