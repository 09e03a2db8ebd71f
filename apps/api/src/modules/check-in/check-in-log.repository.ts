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
