import type { TScanAnswer } from '@usher/contract/check-in';
import { formatLondon, londonDay, londonToday } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import type { OrganiserScope } from '../../plugins/scope';
import { AppError, conflict, notFound } from '../../errors';
import { requireEventOfPublishedActivity } from '../events/event.service';
import { checkInTicket, findDoorTicket, type TicketRow } from '../sales/tickets.service';
import { claimNonce, findNonceClaim, saveNonceAnswer, type NonceKey } from './check-in-request.repository';

export type CheckInScope = Pick<OrganiserScope, 'db' | 'organizationId' | 'userId'>;
type Attempt = { device: string | null; method: 'scan' | 'manual' };

/** The name the door's answers give a guest: their name, else their phone, else the order reference. */
export const guestOf = (ticket: Pick<TicketRow, 'full_name' | 'phone' | 'reference'>) =>
  ticket.full_name ?? ticket.phone ?? ticket.reference;

/** True when today, in London, is none of the calendar days from the date's start to its end. */
export function isOtherDay(ticket: Pick<TicketRow, 'start_at' | 'end_at'>, now: Date): boolean {
  const today = londonToday(now);
  return today < londonDay(ticket.start_at) || today > londonDay(ticket.end_at ?? ticket.start_at);
}

/** A scan at the door on another day than the ticket's says so, so staff notice a guest who came on the wrong day. */
function withDayNote(answer: TScanAnswer, ticket: TicketRow, attempt: Attempt): TScanAnswer {
  if (attempt.method !== 'scan' || answer.color === 'red' || !isOtherDay(ticket, new Date())) return answer;
  return { ...answer, message: MESSAGES.ticketForAnotherDay(answer.message, formatLondon(ticket.start_at)) };
}

/** The coloured answer for one ticket at one event: red for another event or a cancelled ticket, else green or orange. */
async function answerCheckIn(
  scope: CheckInScope,
  db: Db,
  eventId: string,
  ticket: TicketRow,
  attempt: Attempt,
): Promise<TScanAnswer> {
  if (ticket.event_id !== eventId) {
    return {
      color: 'red',
      message: MESSAGES.otherEventTicket(`${ticket.activity_name}, ${formatLondon(ticket.start_at)}`),
    };
  }
  if (ticket.status === 'cancelled') return { color: 'red', message: MESSAGES.ticketCancelled };
  const result = await checkInTicket(db, ticket.id, { userId: scope.userId, ...attempt });
  if (result.checkedIn) {
    return { color: 'green', message: MESSAGES.checkedInNow(guestOf(ticket), ticket.variant_name) };
  }
  return {
    color: 'orange',
    message: MESSAGES.alreadyCheckedIn(
      formatLondon(result.checkedInAt ?? new Date()),
      guestOf(ticket),
      ticket.variant_name,
    ),
  };
}

/**
 * Runs a check-in once per nonce: the first answer is kept with its ticket, so a retry after a dropped
 * connection gets it again and never checks in twice. A second request with the same nonce waits for the first
 * to commit; the same nonce sent with another ticket's code is refused (409), never given the first answer.
 */
async function answerOnce(
  scope: CheckInScope,
  eventId: string,
  ticket: TicketRow,
  nonce: string | null,
  answer: (db: Db) => Promise<TScanAnswer>,
): Promise<TScanAnswer> {
  if (!nonce) return answer(scope.db);
  const key: NonceKey = { organizationId: scope.organizationId, nonce };
  return scope.db.transaction().execute(async (trx) => {
    if (!(await claimNonce(trx, key, { eventId, ticketId: ticket.id }))) {
      const earlier = await findNonceClaim(trx, key);
      if (earlier && earlier.ticket_id !== ticket.id) throw conflict(MESSAGES.nonceReused);
      if (earlier?.answer) return earlier.answer;
    }
    const first = await answer(trx);
    await saveNonceAnswer(trx, key, first);
    return first;
  });
}

async function checkIn(
  scope: CheckInScope,
  db: Db,
  eventId: string,
  ticket: TicketRow,
  attempt: Attempt,
): Promise<TScanAnswer> {
  return withDayNote(await answerCheckIn(scope, db, eventId, ticket, attempt), ticket, attempt);
}

type CheckInRequest = { nonce: string | null; device: string | null };

/** A scan of a QR code at a date of a published activity, answered once per nonce. */
export async function scanCode(
  scope: CheckInScope,
  eventId: string,
  code: string,
  request: CheckInRequest,
): Promise<TScanAnswer> {
  await requireEventOfPublishedActivity(scope, eventId);
  const ticket = await findDoorTicket(scope.db, scope.organizationId, { checkInCode: code });
  if (!ticket) throw new AppError(404, MESSAGES.qrNotRecognised);
  return answerOnce(scope, eventId, ticket, request.nonce, (db) =>
    checkIn(scope, db, eventId, ticket, { device: request.device, method: 'scan' }),
  );
}

/** The guest list's manual check-in, by the ticket's external id; only tickets of this event; once per nonce. */
export async function checkInManually(
  scope: CheckInScope,
  eventId: string,
  externalId: string,
  request: CheckInRequest,
): Promise<TScanAnswer> {
  await requireEventOfPublishedActivity(scope, eventId);
  const ticket = await findDoorTicket(scope.db, scope.organizationId, { externalId });
  if (!ticket || ticket.event_id !== eventId) throw notFound();
  return answerOnce(scope, eventId, ticket, request.nonce, (db) =>
    checkIn(scope, db, eventId, ticket, { device: request.device, method: 'manual' }),
  );
}
