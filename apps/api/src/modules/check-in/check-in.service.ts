import type { TScanAnswer } from '@usher/contract/check-in';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { OrganiserScope } from '../../plugins/scope';
import { AppError, conflict, notFound } from '../../errors';
import {
  admitsTicketType,
  checkInDoorTicket,
  type CheckInBy,
  type DoorCheckInResult,
  type DoorTicketKey,
  type DoorTicketRow,
} from '../sales/door-check-in.service';
import { insertScanLogEntries } from './check-in-log.repository';
import { londonDayOf } from './london-day';

/**
 * Who works a date's door: a signed-in user (the organiser's scope), or a door link's crew phone (`by`, issue 30),
 * which reaches only the link's ticket types.
 */
export type CheckInScope = Pick<OrganiserScope, 'db' | 'organizationId'> &
  ({ userId: string } | { by: Extract<CheckInBy, { kind: 'doorLink' }> });

export const checkInByOf = (scope: CheckInScope): CheckInBy =>
  'by' in scope ? scope.by : { kind: 'user', userId: scope.userId };

type CheckInRequest = { nonce: string | null; device: string | null };
type Answered = Extract<DoorCheckInResult, { outcome: 'ticket' }>;

/** The name the door's answers give a guest: their name, else their phone, else the order reference. */
export const guestOf = (ticket: Pick<DoorTicketRow, 'full_name' | 'phone' | 'reference'>) =>
  ticket.full_name ?? ticket.phone ?? ticket.reference;

/** The name a door gives a guest: a door link's crew never see a phone number, so theirs falls back to the reference. */
export const guestNameAt = (
  by: CheckInBy,
  ticket: Pick<DoorTicketRow, 'full_name' | 'phone' | 'reference'>,
) => (by.kind === 'user' ? guestOf(ticket) : (ticket.full_name ?? ticket.reference));

/** True when today, in London, is none of the calendar days from the date's start to its end. */
export function isOtherDay(ticket: Pick<DoorTicketRow, 'start_at' | 'end_at'>, now: Date): boolean {
  const today = londonDayOf(now);
  return today < londonDayOf(ticket.start_at) || today > londonDayOf(ticket.end_at ?? ticket.start_at);
}

type TicketDay = Pick<DoorTicketRow, 'start_at' | 'end_at'>;

/** A scan at the door on another day than the ticket's says so, so staff notice a guest who came on the wrong day. */
function withDayNote(answer: TScanAnswer, ticket: TicketDay, at: Date): TScanAnswer {
  if (answer.color === 'red' || !isOtherDay(ticket, at)) return answer;
  return { ...answer, message: MESSAGES.ticketForAnotherDay(answer.message, formatLondon(ticket.start_at)) };
}

/** The green answer a scan at `at` that checked this ticket in was given: the check-in log's message for it. */
export function checkedInAnswer(
  ticket: TicketDay & Pick<DoorTicketRow, 'full_name' | 'phone' | 'reference' | 'variant_name'>,
  at: Date,
): TScanAnswer {
  const answer = {
    color: 'green',
    message: MESSAGES.checkedInNow(guestOf(ticket), ticket.variant_name),
  } as const;
  return withDayNote(answer, ticket, at);
}

/**
 * The coloured answer for one ticket at one event: red for another event, a valid ticket of a type this door
 * does not admit (a door link's, checked after the event so another date's ticket answers as it does to the
 * organiser) or a cancelled ticket, else green or orange, which says when and by whom the ticket was checked in.
 */
function answerOf(
  eventId: string,
  by: CheckInBy,
  { ticket, isCheckedInNow, checkedInAt, checkedInBy }: Answered,
): TScanAnswer {
  if (isCheckedInNow) {
    return { color: 'green', message: MESSAGES.checkedInNow(guestNameAt(by, ticket), ticket.variant_name) };
  }
  if (ticket.event_id !== eventId) {
    return {
      color: 'red',
      message: MESSAGES.otherEventTicket(`${ticket.activity_name}, ${formatLondon(ticket.start_at)}`),
    };
  }
  if (ticket.status === 'valid' && !admitsTicketType(by, ticket.ticket_variant_id)) {
    return { color: 'red', message: MESSAGES.wrongDoor };
  }
  if (ticket.status === 'cancelled') return { color: 'red', message: MESSAGES.ticketCancelled };
  return {
    color: 'orange',
    message: MESSAGES.alreadyCheckedIn(
      formatLondon(checkedInAt ?? new Date()),
      guestNameAt(by, ticket),
      ticket.variant_name,
      checkedInBy,
    ),
  };
}

/**
 * An orange or red answer to a scan of this date is written to its log, so a dispute at the door can be settled:
 * one insert, only for a refusal (a check-in is logged by its own statement) and not for a retried nonce, which
 * was logged when first answered.
 */
async function logRefusal(scope: CheckInScope, eventId: string, result: Answered, answer: TScanAnswer) {
  if (answer.color === 'green' || result.isRetry) return;
  await insertScanLogEntries(scope.db, [
    {
      organizationId: scope.organizationId,
      eventId,
      ticketId: result.ticket.id,
      action: 'refused',
      at: new Date(),
      color: answer.color,
      message: answer.message,
      by: checkInByOf(scope),
    },
  ]);
}

/**
 * One check-in at a date of a published activity, in one statement (see `checkInDoorTicket`). A request
 * retried with the same nonce gets the first one's answer and checks nothing in again; the same nonce sent
 * with another ticket is refused (409), never given the first answer.
 */
async function checkIn(
  scope: CheckInScope,
  eventId: string,
  ticket: DoorTicketKey,
  request: CheckInRequest & { method: 'scan' | 'manual' },
): Promise<Answered> {
  const result = await checkInDoorTicket(scope.db, {
    organizationId: scope.organizationId,
    eventId,
    ticket,
    nonce: request.nonce,
    by: checkInByOf(scope),
    device: request.device,
    method: request.method,
  });
  switch (result.outcome) {
    case 'no-event':
      throw notFound();
    case 'unpublished':
      throw conflict(MESSAGES.activityNotPublished);
    case 'no-ticket':
      throw request.method === 'scan' ? new AppError(404, MESSAGES.qrNotRecognised) : notFound();
    case 'nonce-reused':
      throw conflict(MESSAGES.nonceReused);
    case 'ticket':
      return result;
  }
}

/** A scan of a QR code at a date of a published activity, answered once per nonce. */
export async function scanCode(
  scope: CheckInScope,
  eventId: string,
  code: string,
  request: CheckInRequest,
): Promise<TScanAnswer> {
  const result = await checkIn(scope, eventId, { checkInCode: code }, { ...request, method: 'scan' });
  const answer = withDayNote(answerOf(eventId, checkInByOf(scope), result), result.ticket, new Date());
  await logRefusal(scope, eventId, result, answer);
  return answer;
}

/**
 * The guest list's manual check-in, by the ticket's external id; only tickets of this event (and of a type the
 * door admits); once per nonce.
 */
export async function checkInManually(
  scope: CheckInScope,
  eventId: string,
  externalId: string,
  request: CheckInRequest,
): Promise<TScanAnswer> {
  const result = await checkIn(scope, eventId, { externalId }, { ...request, method: 'manual' });
  const by = checkInByOf(scope);
  if (result.ticket.event_id !== eventId || !admitsTicketType(by, result.ticket.ticket_variant_id)) {
    throw notFound();
  }
  const answer = answerOf(eventId, by, result);
  await logRefusal(scope, eventId, result, answer);
  return answer;
}
