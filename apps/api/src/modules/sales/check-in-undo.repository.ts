import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type CheckInUndo = {
  organizationId: string;
  eventId: string;
  /** The ticket's external id, as the manual check-in takes it. */
  externalId: string;
  userId: string;
  reason: string;
};

/** The ticket an undo found (none: not a ticket of this date), and whether this undo took its check-in back. */
export type CheckInUndoRow = { id: string; status: 'valid' | 'cancelled'; is_undone: boolean };

/**
 * An undo in one statement: the ticket of the date, its check-in cleared unless it is not checked in (or is
 * cancelled, when its check-in counts nowhere already), and the undo written to the date's log with who and why.
 * The update re-reads `checked_in_at` on the row it locks, as the check-in does, so of a check-in and any number
 * of undos of one ticket at once each changes it only from the state the one before left: the count trigger
 * (migration 0027) and the log see each change once.
 */
export async function undoCheckIn(db: Db, undo: CheckInUndo): Promise<CheckInUndoRow | undefined> {
  const { rows } = await sql<CheckInUndoRow>`
    with target as (
      select t.id, t.status from tickets t
      where t.organization_id = ${undo.organizationId} and t.event_id = ${undo.eventId}
        and t.external_id = ${undo.externalId}
    ),
    undone as (
      update tickets set checked_in_at = null, checked_in_by = null, checked_in_device = null,
        checked_in_method = null, checked_in_nonce = null, checked_in_by_name = null
      from target
      where tickets.id = target.id and tickets.status = 'valid' and tickets.checked_in_at is not null
      returning tickets.id
    ),
    logged as (
      insert into check_in_log (organization_id, event_id, ticket_id, action, reason, by_kind, by_user_id, by_name)
      select ${undo.organizationId}::uuid, ${undo.eventId}::uuid, undone.id, 'undo', ${undo.reason}::text, 'user',
        u.id, u.email
      from undone join users u on u.id = ${undo.userId}::uuid
    )
    select target.id, target.status, exists (select 1 from undone) as is_undone from target`.execute(db);
  return rows[0];
}
