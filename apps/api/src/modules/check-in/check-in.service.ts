import type { TScanAnswer } from '@usher/contract/check-in';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { requireEventRow } from '../events/event.service';
import {
  checkInIfNot,
  checkInReadThenWrite,
  claimNonce,
  findCheckedInAt,
  findNonceAnswer,
  findTicketByCode,
  findTicketByExternalId,
  saveNonceAnswer,
  type TicketRow,
} from './check-in.repository';

export type CheckInScope = {
  db: Db;
  organizationId: string;
  publicUrl: string;
  userId: string;
  /** Test-only: the unsafe read-then-write path, to show the race the atomic path prevents. */
  raceUnsafe?: boolean;
};
type Attempt = { device: string | null; method: 'scan' | 'manual' };

const guestOf = (ticket: TicketRow) => ticket.full_name ?? ticket.phone ?? ticket.reference;

/** The coloured answer for one ticket at one event: red for another event or a cancelled ticket, else green or orange. */
async function checkIn(
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
  const by = { userId: scope.userId, ...attempt };
  const checkedInNow = scope.raceUnsafe
    ? await checkInReadThenWrite(db, ticket.id, by)
    : await checkInIfNot(db, ticket.id, by);
  if (checkedInNow)
    return { color: 'green', message: MESSAGES.checkedInNow(guestOf(ticket), ticket.variant_name) };
  const checkedInAt = await findCheckedInAt(db, ticket.id);
  return {
    color: 'orange',
    message: MESSAGES.alreadyCheckedIn(
      formatLondon(checkedInAt ?? new Date()),
      guestOf(ticket),
      ticket.variant_name,
    ),
  };
}

/**
 * Runs a check-in once per nonce: the first answer is kept, so a retry after a dropped connection gets it again
 * and never checks in twice. A second request with the same nonce waits for the first to commit.
 */
async function answerOnce(
  scope: CheckInScope,
  eventId: string,
  nonce: string | null,
  answer: (db: Db) => Promise<TScanAnswer>,
): Promise<TScanAnswer> {
  if (!nonce) return answer(scope.db);
  return scope.db.transaction().execute(async (trx) => {
    if (!(await claimNonce(trx, scope.organizationId, nonce, eventId))) {
      const earlier = await findNonceAnswer(trx, scope.organizationId, nonce);
      if (earlier) return earlier;
    }
    const first = await answer(trx);
    await saveNonceAnswer(trx, scope.organizationId, nonce, first);
    return first;
  });
}

type CheckInRequest = { nonce: string | null; device: string | null };

/** A scan of a QR code, answered once per nonce. */
export async function scanCode(
  scope: CheckInScope,
  eventId: string,
  code: string,
  request: CheckInRequest,
): Promise<TScanAnswer> {
  await requireEventRow(scope, eventId);
  const ticket = await findTicketByCode(scope.db, scope.organizationId, code);
  if (!ticket) throw new AppError(404, MESSAGES.qrNotRecognised);
  return answerOnce(scope, eventId, request.nonce, (db) =>
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
  await requireEventRow(scope, eventId);
  const ticket = await findTicketByExternalId(scope.db, scope.organizationId, externalId);
  if (!ticket || ticket.event_id !== eventId) throw notFound();
  return answerOnce(scope, eventId, request.nonce, (db) =>
    checkIn(scope, db, eventId, ticket, { device: request.device, method: 'manual' }),
  );
}
