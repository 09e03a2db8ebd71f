import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type VariantCounts = { sold: number; checkedIn: number; reserved: number };

/** Which tickets to count: those of some dates, or of some ticket types. */
export type CountFilter = { eventIds: string[] } | { variantIds: string[] };

/**
 * Valid tickets sold and checked in, and live reservations, per ticket type, in one pass: counted by
 * `count(*) FILTER` over the tickets of the dates (or ticket types) asked for, read through the index that
 * leads with the date or with the ticket type. Types with nothing sold or reserved are absent.
 */
export async function countSalesByVariant(
  db: Db,
  organizationId: string,
  filter: CountFilter,
): Promise<Map<string, VariantCounts>> {
  const ids = 'eventIds' in filter ? filter.eventIds : filter.variantIds;
  if (ids.length === 0) return new Map();
  const column = sql.ref('eventIds' in filter ? 'event_id' : 'ticket_variant_id');
  const { rows } = await sql<{ variant_id: string; sold: number; checked_in: number; reserved: number }>`
    select variant_id, sum(sold)::int as sold, sum(checked_in)::int as checked_in, sum(reserved)::int as reserved
    from (
      select ticket_variant_id as variant_id,
        count(*) filter (where status = 'valid') as sold,
        count(*) filter (where status = 'valid' and checked_in_at is not null) as checked_in,
        0 as reserved
      from tickets
      where organization_id = ${organizationId} and ${column} in (${sql.join(ids)})
      group by ticket_variant_id
      union all
      select ticket_variant_id, 0, 0, sum(quantity)
      from reservations
      where organization_id = ${organizationId} and ${column} in (${sql.join(ids)})
        and expires_at > now()
      group by ticket_variant_id
    ) counts
    group by variant_id`.execute(db);
  return new Map(
    rows.map((row) => [
      row.variant_id,
      { sold: Number(row.sold), checkedIn: Number(row.checked_in), reserved: Number(row.reserved) },
    ]),
  );
}

/** Whether tickets were sold or a reservation is live for these dates (§4 "reserved"). */
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
