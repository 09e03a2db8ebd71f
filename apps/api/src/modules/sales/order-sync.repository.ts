import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Where a page of changed orders ended: the last one's change time, as stored to the microsecond, and id. */
export type OrderSyncKey = { updatedAt: string; id: string };

export type OrderSyncFilter = { updatedSince: Date | null; after: OrderSyncKey | null; limit: number };

/** What `/api/v1` and webhooks show of an order, and `updated_key`: its change time as text to the microsecond. */
function selectApiOrders(db: Db, organizationId: string) {
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
      'updated_at',
      sql<string>`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('updated_key'),
    ])
    .where('organization_id', '=', organizationId);
}

/** One order of the organiser, as `listOrdersChangedSince` lists it. */
export function findOrderRow(db: Db, organizationId: string, orderId: string) {
  return selectApiOrders(db, organizationId).where('id', '=', orderId).executeTakeFirst();
}

/**
 * A date's orders oldest change first (`orders_event_updated_idx`, migration 0025), from `updatedSince` and after
 * a page's last order; `updated_key` is the change time as text to the microsecond, for the next cursor.
 */
export async function listOrdersChangedSince(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: OrderSyncFilter,
) {
  let query = selectApiOrders(db, organizationId).where('event_id', '=', eventId);
  if (filter.updatedSince) query = query.where('updated_at', '>=', filter.updatedSince);
  if (filter.after) {
    const { updatedAt, id } = filter.after;
    query = query.where(sql<boolean>`(updated_at, id) > (${updatedAt}::timestamptz, ${id}::uuid)`);
  }
  return query.orderBy('updated_at').orderBy('id').limit(filter.limit).execute();
}
export type OrderSyncRow = Awaited<ReturnType<typeof listOrdersChangedSince>>[number];

/** The tickets of these orders (one organiser's), in their order's numbering. */
export async function listTicketsOfOrders(db: Db, organizationId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('tickets as t')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .select([
      't.order_id',
      't.external_id',
      't.ticket_index',
      'v.name as variant_name',
      't.price_pence',
      't.discount_pence',
      't.checked_in_at',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.order_id', 'in', orderIds)
    .orderBy('t.order_id')
    .orderBy('t.ticket_index')
    .execute();
}
export type OrderSyncTicketRow = Awaited<ReturnType<typeof listTicketsOfOrders>>[number];
