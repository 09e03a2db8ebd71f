import type { TGuest } from '@usher/contract/check-in';
import { MESSAGES } from '@usher/contract/messages';
import { conflict, notFound } from '../../errors';
import type { OrganiserScope } from '../../plugins/scope';
import { requireEventOfPublishedActivity } from '../events/event.service';
import { undoDoorCheckIn } from '../sales/door-check-in.service';
import { findGuestOfTicket } from '../sales/tickets.service';
import { toGuest } from './guest-list.service';

/**
 * Takes back a guest's check-in at a date (issue 30 §3): recorded in the date's log with who and why, never
 * deleted. The ticket scans green again; the counts (a trigger) and the offline cursor (`changed_txid`) follow
 * from the same statement. 404 for no ticket of the date, 409 for one not checked in (or cancelled).
 */
export async function undoCheckIn(
  scope: Pick<OrganiserScope, 'db' | 'organizationId' | 'userId' | 'publicUrl'>,
  eventId: string,
  ticketId: string,
  reason: string,
): Promise<TGuest> {
  await requireEventOfPublishedActivity(scope, eventId);
  const undone = await scope.db.transaction().execute(async (trx) => {
    const row = await undoDoorCheckIn(trx, {
      organizationId: scope.organizationId,
      eventId,
      externalId: ticketId,
      userId: scope.userId,
      reason,
    });
    // When `row?.is_undone`, the `ticket.check_in_undone` webhook is queued here, in the undo's transaction (trx).
    return row;
  });
  if (!undone) throw notFound();
  if (!undone.is_undone) {
    throw conflict(undone.status === 'cancelled' ? MESSAGES.ticketCancelled : MESSAGES.notCheckedIn);
  }
  const guest = await findGuestOfTicket(scope.db, scope.organizationId, eventId, undone.id);
  if (!guest) throw new Error(`ticket ${undone.id} vanished after its undo`);
  return toGuest(guest, scope.publicUrl);
}
