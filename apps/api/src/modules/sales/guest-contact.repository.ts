import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type GuestContactRow = { activity_id: string; email: string | null; phone: string | null };

/**
 * Each distinct email and phone pair of the organiser's guests per activity, from orders that still hold a
 * valid ticket, in the order they first bought: the built-in mailing lists are made from these.
 */
export async function listGuestContacts(db: Db, organizationId: string): Promise<GuestContactRow[]> {
  return db
    .selectFrom('orders as o')
    .innerJoin('events as e', 'e.id', 'o.event_id')
    .select(['e.activity_id', sql<string | null>`lower(o.email)`.as('email'), 'o.phone'])
    .where('o.organization_id', '=', organizationId)
    .where((eb) => eb.or([eb('o.email', 'is not', null), eb('o.phone', 'is not', null)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tickets as t')
          .select(sql`1`.as('one'))
          .whereRef('t.order_id', '=', 'o.id')
          .where('t.status', '=', 'valid'),
      ),
    )
    .groupBy(['e.activity_id', sql`lower(o.email)`, 'o.phone'])
    .orderBy(sql`min(o.created_at)`)
    .orderBy('e.activity_id')
    .execute();
}
