import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { GuestKey } from './guest.repository';

/** A guest as the CSV export writes it: every value already text, the check-in time in London. */
export type GuestCsvRow = {
  full_name: string | null;
  phone: string | null;
  email: string | null;
  variant_name: string;
  ticket_index: number;
  group_size: number;
  reference: string;
  applied_promo: string | null;
  kind: 'free' | 'cash' | 'online';
  total_pence: number;
  payment_provider: 'stripe' | 'test' | null;
  checked_in_london: string | null;
  external_id: string;
  line1: string | null;
  line2: string | null;
  city: string | null;
  post_code: string | null;
  country: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
  custom_field3: string | null;
  custom_field4: string | null;
  custom_field5: string | null;
  position_key: string;
};

/**
 * Up to `limit` guests after a keyset in the guest list's order (valid tickets by place: the order they were
 * issued in), with only what the export writes: the address in parts and the check-in time formatted in London by
 * the database, so Node does no date arithmetic per row.
 */
export async function listGuestCsvRows(
  db: Db,
  page: { organizationId: string; eventId: string; after: GuestKey | null; limit: number },
): Promise<GuestCsvRow[]> {
  const after = page.after ? sql`and t.list_position > ${page.after.position}::bigint` : sql``;
  const result = await sql<GuestCsvRow>`
    select o.full_name, o.phone, o.email, v.name as variant_name, t.ticket_index, t.group_size, o.reference,
      o.applied_promo, o.kind, o.total_pence, o.payment_provider,
      to_char(t.checked_in_at at time zone 'Europe/London', 'DD Mon YYYY, HH24:MI') as checked_in_london,
      t.external_id, o.address ->> 'line1' as line1, o.address ->> 'line2' as line2, o.address ->> 'city' as city,
      o.address ->> 'postCode' as post_code, o.address ->> 'country' as country,
      o.custom_field1, o.custom_field2, o.custom_field3, o.custom_field4, o.custom_field5,
      t.list_position::text as position_key
    from tickets t
    join orders o on o.id = t.order_id
    join ticket_variants v on v.id = t.ticket_variant_id
    where t.organization_id = ${page.organizationId} and t.event_id = ${page.eventId} and t.status = 'valid'
      ${after}
    order by t.list_position
    limit ${page.limit}`.execute(db);
  return result.rows;
}
