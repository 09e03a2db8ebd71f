import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';

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
    select * from ${stockRead(organizationId, sql`${eventIds}::uuid[]`, locks)}`.execute(db);
  return stocksOf(rows);
}

/**
 * The call of `sale_lock_and_read_stock` on the dates `eventIds` (an expression), as its own fragment: the race
 * tests' control seam finds it by its name and its lock keys as its third parameter.
 */
const stockRead = (organizationId: string, eventIds: RawBuilder<unknown>, locks: LocksToTake) =>
  sql`sale_lock_and_read_stock(${organizationId}, ${eventIds}, ${locks.keys}::text[], ${locks.timeout})`;

/**
 * The stock of the dates of these ticket types, read as `lockAndReadStock` reads it but taking no lock: what an
 * order is priced with before the lock, to be checked again under it. Types of other organisers are absent.
 * Prepared per connection, as every order reads it first.
 */
export async function readStockOfTicketTypes(
  db: Db,
  organizationId: string,
  variantIds: string[],
): Promise<Map<string, EventStock>> {
  const eventIds = sql`array(
    select distinct event_id from ticket_variants
    where organization_id = ${organizationId} and id = any (${variantIds}::uuid[]))`;
  const rows = await executePrepared(
    db,
    'stock-of-ticket-types',
    sql<StockRow>`select * from ${stockRead(organizationId, eventIds, { keys: [], timeout: '0' })}`,
  );
  return stocksOf(rows);
}

function stocksOf(rows: StockRow[]): Map<string, EventStock> {
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

declare const checkedOrder: unique symbol;

/**
 * The check of an order under its date's locks, as a statement for the order's own insert to read from before it
 * inserts anything; only this file makes one, and only the sales core reaches this file.
 */
export type LockedOrderCheck = RawBuilder<unknown> & { readonly [checkedOrder]: true };

/** What an order paid at once was priced with: each line's ticket type, quantity and unit price. */
export type LineAsPriced = { variantId: string; quantity: number; unitPrice: number };

/** SQLSTATE of `sale_lock_and_check_order` when the order does not fit, or not as priced, under the locks. */
export const ORDER_NOT_AS_PRICED = 'US409';

/**
 * `sale_lock_and_check_order` (migration 0019): takes `locks`, reads the date's stock by the counting rule of
 * `lockAndReadStock` once they are granted and raises `ORDER_NOT_AS_PRICED` unless the activity is published,
 * each line is of the date at the price given, and the lines fit (§4) — the same decision `LockedSale.fits` and
 * the pricing make, so the insert that reads from it lands only where theirs would.
 */
export function lockedOrderCheck(
  organizationId: string,
  eventId: string,
  locks: LocksToTake,
  lines: LineAsPriced[],
): LockedOrderCheck {
  return sql`
    select sale_lock_and_check_order(${organizationId}, ${eventId}, ${locks.keys}::text[], ${locks.timeout},
      ${lines.map((line) => line.variantId)}::uuid[], ${lines.map((line) => line.quantity)}::int[],
      ${lines.map((line) => line.unitPrice)}::int[])` as LockedOrderCheck;
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
