import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type VariantSales = {
  id: string;
  event_id: string;
  name: string;
  description: string | null;
  price_pence: number;
  max_ticket_count: number | null;
  is_affect_event_ticket_count: boolean;
  image_url: string | null;
  sold: number;
  checked_in: number;
  reserved: number;
};

/** Every ticket variant of these events with its sold, checked-in and live-reserved counts, counted from rows. */
export async function listVariantSales(
  db: Db,
  organizationId: string,
  eventIds: string[],
): Promise<VariantSales[]> {
  if (eventIds.length === 0) return [];
  const now = new Date();
  return db
    .selectFrom('ticket_variants as v')
    .select([
      'v.id',
      'v.event_id',
      'v.name',
      'v.description',
      'v.price_pence',
      'v.max_ticket_count',
      'v.is_affect_event_ticket_count',
      'v.image_url',
      (eb) =>
        eb
          .selectFrom('tickets as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.ticket_variant_id', '=', 'v.id')
          .where('t.status', '=', 'valid')
          .as('sold'),
      (eb) =>
        eb
          .selectFrom('tickets as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.ticket_variant_id', '=', 'v.id')
          .where('t.status', '=', 'valid')
          .where('t.checked_in_at', 'is not', null)
          .as('checked_in'),
      (eb) =>
        eb
          .selectFrom('reservations as r')
          .select(sql<number>`coalesce(sum(r.quantity), 0)::int`.as('n'))
          .whereRef('r.ticket_variant_id', '=', 'v.id')
          .where('r.expires_at', '>', now)
          .as('reserved'),
    ])
    .where('v.organization_id', '=', organizationId)
    .where('v.event_id', 'in', eventIds)
    .orderBy('v.created_at')
    .orderBy('v.id')
    .$castTo<VariantSales>()
    .execute();
}

/** Event ids among these that have an order with a guest email. */
export async function listEventsWithGuestEmails(
  db: Db,
  organizationId: string,
  eventIds: string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('event_id')
    .distinct()
    .where('organization_id', '=', organizationId)
    .where('event_id', 'in', eventIds)
    .where('email', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.event_id));
}

/** Whether tickets were sold or a reservation is live for these events (§4 "reserved"). */
export async function hasSalesOrReservations(
  db: Db,
  organizationId: string,
  eventIds: string[],
): Promise<boolean> {
  if (eventIds.length === 0) return false;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('tickets')
            .select('id')
            .where('organization_id', '=', organizationId)
            .where('event_id', 'in', eventIds)
            .where('status', '=', 'valid'),
        )
        .as('sold'),
      eb
        .exists(
          eb
            .selectFrom('reservations')
            .select('id')
            .where('organization_id', '=', organizationId)
            .where('event_id', 'in', eventIds)
            .where('expires_at', '>', new Date()),
        )
        .as('reserved'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.sold) || Boolean(row.reserved);
}
