import type { Db } from '../../db/database';
import {
  checkInOnce,
  findNonceTicket,
  type DoorCheckIn,
  type DoorCheckInRow,
  type DoorTicketRow,
} from './door-check-in.repository';
import { findCheckedInAt } from './ticket.repository';

export type { DoorCheckIn, DoorTicketKey, DoorTicketRow } from './door-check-in.repository';

/**
 * What the door learns of one check-in: why there is nothing to answer, or the ticket with whether this
 * request (or, on a retry, the first request with its nonce) checked it in, and when it was checked in.
 */
export type DoorCheckInResult =
  | { outcome: 'no-event' | 'unpublished' | 'no-ticket' | 'nonce-reused' }
  | { outcome: 'ticket'; ticket: DoorTicketRow; isCheckedInNow: boolean; checkedInAt: Date | null };

const isTicket = (row: DoorCheckInRow): row is DoorCheckInRow & DoorTicketRow => row.id != null;

/**
 * Checks a ticket in at a date of the organiser, once per nonce. The common case (a fresh nonce, or none) is
 * one statement (`checkInOnce`); only a retried nonce, or a scan that lost a race to another scan of the same
 * ticket, reads the ticket again, after the other request has ended. A nonce already used for another ticket
 * answers 'nonce-reused' and checks nothing in.
 */
export async function checkInDoorTicket(db: Db, request: DoorCheckIn): Promise<DoorCheckInResult> {
  const row = await checkInOnce(db, request);
  if (row.is_published === null) return { outcome: 'no-event' };
  if (!row.is_published) return { outcome: 'unpublished' };
  if (!isTicket(row)) return { outcome: 'no-ticket' };
  const ticket: DoorTicketRow = row;
  if (request.nonce && !row.is_claimed) {
    const first = await findNonceTicket(db, request.organizationId, request.nonce);
    if (first?.id !== ticket.id) return { outcome: 'nonce-reused' };
    return {
      outcome: 'ticket',
      ticket: { ...ticket, status: first.status },
      isCheckedInNow: first.checked_in_nonce === request.nonce,
      checkedInAt: first.checked_in_at,
    };
  }
  if (row.checked_in_now) {
    return { outcome: 'ticket', ticket, isCheckedInNow: true, checkedInAt: row.checked_in_now };
  }
  const isLostRace =
    ticket.checked_in_at === null && ticket.status === 'valid' && ticket.event_id === request.eventId;
  const checkedInAt = isLostRace ? await findCheckedInAt(db, ticket.id) : ticket.checked_in_at;
  return { outcome: 'ticket', ticket, isCheckedInNow: false, checkedInAt };
}
