import type { TGuest } from '@usher/contract/check-in';
import { MESSAGES } from '@usher/contract/messages';
import { conflict, notFound } from '../../errors';
import { checkInByOf, type CheckInScope } from './check-in.service';
import { requireEventOfPublishedActivity } from '../events/event.service';
import { undoDoorCheckIn } from '../sales/door-check-in.service';
import { findGuestOfTicket } from '../sales/tickets.service';
import { toGuest } from './guest-list.service';

/**
 * Takes back a guest's check-in at a date (issue 30 §3): recorded in the date's log with who and why, never
 * deleted. The ticket scans green again; the counts (a trigger) and the offline cursor (`changed_txid`) follow
 * from the same statement. 404 for no ticket of the date (or, at a door link, of a type it does not admit), 409
 * for one not checked in (or cancelled). Answers the ticket's id, no longer checked in.
 */
export async function undoTicketCheckIn(
  scope: CheckInScope,
  eventId: string,
  ticketId: string,
  reason: string,
): Promise<string> {
  await requireEventOfPublishedActivity(scope, eventId);
  const undone = await scope.db.transaction().execute(async (trx) => {
    const row = await undoDoorCheckIn(trx, {
      organizationId: scope.organizationId,
      eventId,
      externalId: ticketId,
      by: checkInByOf(scope),
      reason,
    });
    // When `row?.is_undone`, the `ticket.check_in_undone` webhook is queued here, in the undo's transaction (trx).
    return row;
  });
  if (!undone) throw notFound();
  if (!undone.is_undone) {
    throw conflict(undone.status === 'cancelled' ? MESSAGES.ticketCancelled : MESSAGES.notCheckedIn);
  }
  return undone.id;
}

/** The organiser's undo: the guest row, no longer checked in. */
export async function undoCheckIn(
  scope: CheckInScope & { publicUrl: string },
  eventId: string,
  ticketId: string,
  reason: string,
): Promise<TGuest> {
  const undoneId = await undoTicketCheckIn(scope, eventId, ticketId, reason);
  const guest = await findGuestOfTicket(scope.db, scope.organizationId, eventId, undoneId);
  if (!guest) throw new Error(`ticket ${undoneId} vanished after its undo`);
  return toGuest(guest, scope.publicUrl);
}
