import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A door's answer to one scan of a date, as the log keeps it, by a user. */
export type ScanLogEntry = {
  organizationId: string;
  eventId: string;
  ticketId: string;
  action: 'checkIn' | 'refused';
  at: Date;
  color: 'green' | 'orange' | 'red';
  message: string;
  userId: string;
};

/**
 * Scans of a date by one user in one insert, with the user's email as who: the refused online scan (its one
 * extra insert), and an offline upload's scans of the date.
 */
export async function insertScanLogEntries(db: Db, entries: ScanLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = sql.join(
    entries.map(
      (entry) =>
        sql`(${entry.organizationId}::uuid, ${entry.eventId}::uuid, ${entry.ticketId}::uuid, ${entry.action},
          ${entry.at}::timestamptz, ${entry.color}, ${entry.message}, ${entry.userId}::uuid)`,
    ),
  );
  await sql`
    insert into check_in_log (organization_id, event_id, ticket_id, action, at, color, message, by_kind,
      by_user_id, by_name)
    select e.organization_id, e.event_id, e.ticket_id, e.action, e.at, e.color, e.message, 'user', u.id, u.email
    from (values ${rows}) as e(organization_id, event_id, ticket_id, action, at, color, message, user_id)
    join users u on u.id = e.user_id`.execute(db);
}

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
