import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One page of a date's log, newest first, before the entry `before` when given; `limit + 1` tells if more follow. */
export async function listCheckInLog(
  db: Db,
  organizationId: string,
  eventId: string,
  page: { before: string | null; limit: number },
) {
  let query = db
    .selectFrom('check_in_log as l')
    .innerJoin('tickets as t', 't.id', 'l.ticket_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_variants as v', 'v.id', 't.ticket_variant_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .select([
      sql<string>`l.id::text`.as('id'),
      'l.at',
      'l.action',
      'l.color',
      'l.message',
      'l.reason',
      'l.by_kind',
      'l.by_name',
      'l.by_device_name',
      't.external_id',
      't.ticket_index',
      'o.full_name',
      'o.phone',
      'o.reference',
      'v.name as variant_name',
      'e.start_at',
      'e.end_at',
    ])
    .where('l.organization_id', '=', organizationId)
    .where('l.event_id', '=', eventId);
  if (page.before !== null) query = query.where('l.id', '<', sql<string>`${page.before}::bigint`);
  return query.orderBy('l.id', 'desc').limit(page.limit).execute();
}
export type CheckInLogRow = Awaited<ReturnType<typeof listCheckInLog>>[number];
