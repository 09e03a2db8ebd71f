import { sql } from 'kysely';
import type { Db } from '../../db/database';

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
    name: string;
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
  name: string | null;
  max_ticket_count: number | null;
  is_affect_event_ticket_count: boolean | null;
  price_pence: number | null;
  sold: number | null;
  reserved: number | null;
};

/** Advisory locks to take before the read, in this order, each waiting at most `timeout` (a PostgreSQL interval). */
export type LocksToTake = { keys: string[]; timeout: string };

/**
 * Takes `locks`, if any, then reads each date's capacity and ticket types (in the organiser's order) as the
 * catalogue has them now, with their counts, in one statement (`sale_lock_and_read_stock`, migration 0018) that
 * reads counter rows and live holds, not the date's tickets, with a snapshot taken after the locks were granted.
 * The sales core reads the stock itself, holding the dates' locks, so no caller can hand it figures read
 * before. Dates of other organisers are absent.
 */
export async function lockAndReadStock(
  db: Db,
  organizationId: string,
  eventIds: string[],
  locks: LocksToTake = { keys: [], timeout: '0' },
): Promise<Map<string, EventStock>> {
  if (eventIds.length === 0 && locks.keys.length === 0) return new Map();
  const { rows } = await sql<StockRow>`
    select * from sale_lock_and_read_stock(
      ${organizationId}, ${eventIds}::uuid[], ${locks.keys}::text[], ${locks.timeout})`.execute(db);
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
      name: String(row.name),
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
