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
 * A scan of a QR code. With a nonce, the first answer is kept: a retry after a dropped connection gets it again
 * and never checks in twice. A second request with the same nonce waits for the first to commit.
 */
export async function scanCode(
  scope: CheckInScope,
  eventId: string,
  code: string,
  request: { nonce: string | null; device: string | null },
): Promise<TScanAnswer> {
  await requireEventRow(scope, eventId);
  const ticket = await findTicketByCode(scope.db, scope.organizationId, code);
  if (!ticket) throw new AppError(404, MESSAGES.qrNotRecognised);
  const attempt: Attempt = { device: request.device, method: 'scan' };
  const nonce = request.nonce;
  if (!nonce) return checkIn(scope, scope.db, eventId, ticket, attempt);
  return scope.db.transaction().execute(async (trx) => {
    if (!(await claimNonce(trx, scope.organizationId, nonce, eventId))) {
      const earlier = await findNonceAnswer(trx, scope.organizationId, nonce);
      if (earlier) return earlier;
    }
    const answer = await checkIn(scope, trx, eventId, ticket, attempt);
    await saveNonceAnswer(trx, scope.organizationId, nonce, answer);
    return answer;
  });
}

/** The guest list's manual check-in, by the ticket's external id; only tickets of this event. */
export async function checkInManually(
  scope: CheckInScope,
  eventId: string,
  externalId: string,
  device: string | null,
): Promise<TScanAnswer> {
  await requireEventRow(scope, eventId);
  const ticket = await findTicketByExternalId(scope.db, scope.organizationId, externalId);
  if (!ticket || ticket.event_id !== eventId) throw notFound();
  return checkIn(scope, scope.db, eventId, ticket, { device, method: 'manual' });
}
