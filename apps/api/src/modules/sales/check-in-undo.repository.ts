import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CheckInBy } from './door-check-in.repository';

export type CheckInUndo = {
  organizationId: string;
  eventId: string;
  /** The ticket's external id, as the manual check-in takes it. */
  externalId: string;
  /** Who undoes it; a door link finds only tickets of the types it admits. */
  by: CheckInBy;
  reason: string;
};

/** The ticket an undo found (none: not a ticket of this date, or not of a type the door admits), and whether this undo took its check-in back. */
export type CheckInUndoRow = { id: string; status: 'valid' | 'cancelled'; is_undone: boolean };

/**
 * An undo in one statement: the ticket of the date, its check-in cleared unless it is not checked in (or is
 * cancelled, when its check-in counts nowhere already), and the undo written to the date's log with who and why.
 * The update re-reads `checked_in_at` on the row it locks, as the check-in does, so of a check-in and any number
 * of undos of one ticket at once each changes it only from the state the one before left: the count trigger
 * (migration 0027) and the log see each change once.
 */
export async function undoCheckIn(db: Db, undo: CheckInUndo): Promise<CheckInUndoRow | undefined> {
  const { by } = undo;
  const userId = by.kind === 'user' ? by.userId : null;
  const doorLinkId = by.kind === 'doorLink' ? by.doorLinkId : null;
  const doorName = by.kind === 'doorLink' ? by.doorName : null;
  const deviceName = by.kind === 'doorLink' ? by.deviceName : null;
  const variantIds = by.kind === 'doorLink' ? by.ticketVariantIds : null;
  const { rows } = await sql<CheckInUndoRow>`
    with target as (
      select t.id, t.status from tickets t
      where t.organization_id = ${undo.organizationId} and t.event_id = ${undo.eventId}
        and t.external_id = ${undo.externalId}
        and (${variantIds}::uuid[] is null or t.ticket_variant_id = any(${variantIds}::uuid[]))
    ),
    undone as (
      update tickets set checked_in_at = null, checked_in_by = null, checked_in_device = null,
        checked_in_method = null, checked_in_nonce = null, checked_in_by_name = null, checked_in_door_link_id = null
      from target
      where tickets.id = target.id and tickets.status = 'valid' and tickets.checked_in_at is not null
      returning tickets.id
    ),
    logged as (
      insert into check_in_log (organization_id, event_id, ticket_id, action, reason, by_kind, by_user_id,
        by_door_link_id, by_name, by_device_name)
      select ${undo.organizationId}::uuid, ${undo.eventId}::uuid, undone.id, 'undo', ${undo.reason}::text,
        ${by.kind}::text, u.id, ${doorLinkId}::uuid, coalesce(u.email, ${doorName}::text), ${deviceName}::text
      from undone left join users u on u.id = ${userId}::uuid
      where u.id is not null or ${doorLinkId}::uuid is not null
    )
    select target.id, target.status, exists (select 1 from undone) as is_undone from target`.execute(db);
  return rows[0];
}
