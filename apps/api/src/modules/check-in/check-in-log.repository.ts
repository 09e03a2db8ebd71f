import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CheckInBy } from '../sales/door-check-in.service';

/** A door's answer to one scan of a date, as the log keeps it, with who: a user or a door link's crew phone. */
export type ScanLogEntry = {
  organizationId: string;
  eventId: string;
  ticketId: string;
  action: 'checkIn' | 'refused';
  at: Date;
  color: 'green' | 'orange' | 'red';
  message: string;
  by: CheckInBy;
};

/**
 * Scans of a date in one insert, with who: a user (their email as the name) or a door link (its name and the
 * crew's device). The refused online scan (its one extra insert), and an offline upload's scans of the date.
 */
export async function insertScanLogEntries(db: Db, entries: ScanLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = sql.join(
    entries.map(({ by, ...entry }) => {
      const userId = by.kind === 'user' ? by.userId : null;
      const doorLinkId = by.kind === 'doorLink' ? by.doorLinkId : null;
      const doorName = by.kind === 'doorLink' ? by.doorName : null;
      const deviceName = by.kind === 'doorLink' ? by.deviceName : null;
      return sql`(${entry.organizationId}::uuid, ${entry.eventId}::uuid, ${entry.ticketId}::uuid, ${entry.action},
          ${entry.at}::timestamptz, ${entry.color}, ${entry.message}, ${userId}::uuid, ${doorLinkId}::uuid,
          ${doorName}::text, ${deviceName}::text)`;
    }),
  );
  await sql`
    insert into check_in_log (organization_id, event_id, ticket_id, action, at, color, message, by_kind,
      by_user_id, by_door_link_id, by_name, by_device_name)
    select e.organization_id, e.event_id, e.ticket_id, e.action, e.at, e.color, e.message,
      case when e.door_link_id is null then 'user' else 'doorLink' end, u.id, e.door_link_id,
      coalesce(u.email, e.door_name), e.device_name
    from (values ${rows}) as e(organization_id, event_id, ticket_id, action, at, color, message, user_id,
      door_link_id, door_name, device_name)
    left join users u on u.id = e.user_id
    where u.id is not null or e.door_link_id is not null`.execute(db);
}
