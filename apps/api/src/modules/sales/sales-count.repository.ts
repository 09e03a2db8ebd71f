import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A hold counts while it is neither expired, released nor checked out: expiry needs no job to free places. */
export const LIVE_HOLD = sql<boolean>`holds.expires_at > now() and holds.released_at is null and holds.checked_out_at is null`;

export type VariantCounts = { sold: number; checkedIn: number; reserved: number };

/** Which tickets to count: those of some dates, or of some ticket types. */
export type CountFilter = { eventIds: string[] } | { variantIds: string[] };

/**
 * A ticket type's counts as columns of a query over `ticket_variants as v`, none of which reads the date's
 * tickets: sold and checked in are the sums of its counter rows (`ticket_counts`, kept by the sales core in the
 * transaction that changes them), reserved the quantities of its date's live holds, read through the index of
 * live holds only (`holds_live_idx`), and of its live reservations.
 */
export const VARIANT_COUNTS = sql<never>`
  coalesce((select sum(c.sold) from ticket_counts c where c.ticket_variant_id = v.id), 0)::int as sold,
  coalesce((select sum(c.checked_in) from ticket_counts c where c.ticket_variant_id = v.id), 0)::int as checked_in,
  (coalesce((
    select sum(hold_lines.quantity)
    from holds join hold_lines on hold_lines.hold_id = holds.id and hold_lines.ticket_variant_id = v.id
    where holds.event_id = v.event_id and ${LIVE_HOLD}
  ), 0) + coalesce((
    select sum(r.quantity) from reservations r where r.ticket_variant_id = v.id and r.expires_at > now()
  ), 0))::int as reserved`;

/**
 * Valid tickets sold and checked in, and live reservations and holds, per ticket type of the dates (or the ticket
 * types) asked for, in one statement that reads counter rows and live holds only, so it costs the same on a
 * date of 200 tickets as on one of 200,000.
 */
export async function countSalesByVariant(
  db: Db,
  organizationId: string,
  filter: CountFilter,
): Promise<Map<string, VariantCounts>> {
  const ids = 'eventIds' in filter ? filter.eventIds : filter.variantIds;
  if (ids.length === 0) return new Map();
  const column = sql.ref('eventIds' in filter ? 'v.event_id' : 'v.id');
  const { rows } = await sql<{ variant_id: string; sold: number; checked_in: number; reserved: number }>`
    select v.id as variant_id, ${VARIANT_COUNTS}
    from ticket_variants v
    where v.organization_id = ${organizationId} and ${column} in (${sql.join(ids)})`.execute(db);
  return new Map(
    rows.map((row) => [
      row.variant_id,
      { sold: Number(row.sold), checkedIn: Number(row.checked_in), reserved: Number(row.reserved) },
    ]),
  );
}

/** Whether tickets were sold or a reservation or hold is live for these dates (§4 "reserved"). */
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
            .selectFrom('ticket_counts')
            .select('ticket_variant_id')
            .where('organization_id', '=', organizationId)
            .where('event_id', 'in', eventIds)
            .groupBy('ticket_variant_id')
            .having((having) => having.fn.sum('sold'), '>', 0),
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
      eb
        .exists(
          eb
            .selectFrom('holds')
            .select('id')
            .where('organization_id', '=', organizationId)
            .where('event_id', 'in', eventIds)
            .where(LIVE_HOLD),
        )
        .as('held'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.sold) || Boolean(row.reserved) || Boolean(row.held);
}

/** Dates among these that have an order with a guest email. */
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

export type PromoCodeUses = { usedCount: number; discountTotal: number };

/**
 * Each code's uses: the valid tickets it discounted, and the tickets it discounts in orders still waiting for
 * their payment while their hold lives (a never-paid order gives its uses back when its hold ends, with no
 * job); and the pence it took off the tickets (money a pending order has not yet saved anyone).
 */
export async function countPromoCodeUses(
  db: Db,
  organizationId: string,
  promoCodeIds: string[],
): Promise<Map<string, PromoCodeUses>> {
  if (promoCodeIds.length === 0) return new Map();
  const { rows } = await sql<{ promo_code_id: string; used: number; discount: number }>`
    select promo_code_id, sum(used)::int as used, sum(discount)::int as discount
    from (
      select promo_code_id, count(*) as used, coalesce(sum(discount_pence), 0) as discount
      from tickets
      where organization_id = ${organizationId} and promo_code_id in (${sql.join(promoCodeIds)})
        and status = 'valid'
      group by promo_code_id
      union all
      select order_lines.promo_code_id, sum(order_lines.quantity), 0
      from orders
        join order_lines on order_lines.order_id = orders.id
        join holds on holds.id = orders.hold_id
      where orders.organization_id = ${organizationId} and orders.status = 'pending'
        and order_lines.promo_code_id in (${sql.join(promoCodeIds)}) and ${LIVE_HOLD}
      group by order_lines.promo_code_id
    ) uses
    group by promo_code_id`.execute(db);
  return new Map(
    rows.map((row) => [
      row.promo_code_id,
      { usedCount: Number(row.used), discountTotal: Number(row.discount) },
    ]),
  );
}
