import type { TDoorOfflineScanResult } from '@usher/contract/door';
import type { TOfflineScan } from '@usher/contract/offline-check-in';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { admitsTicketType, type CheckInBy } from '../sales/door-check-in.service';
import type { OfflineScanEffect, OfflineScanTicketRow } from '../sales/offline-door.service';
import { guestNameAt, isOtherDay } from './check-in.service';

const iso = (instant: Date | null) => (instant === null ? null : instant.toISOString());

/** An offline scan's answer; `wrongDoor` only at a door link's door. */
type Answer = Omit<TDoorOfflineScanResult, 'nonce'>;

/** A green or orange answer to a scan made on a day the date does not cover says so, as an online scan does. */
function withDayNote(answer: Answer, ticket: OfflineScanTicketRow, at: Date): Answer {
  if (answer.color === 'red' || !isOtherDay(ticket, at)) return answer;
  return { ...answer, message: MESSAGES.ticketForAnotherDay(answer.message, formatLondon(ticket.start_at)) };
}

/**
 * The answer to one scan of a ticket of this date, from what the scan found: the first scan to reach the server
 * checks it in (green); a later one is orange, `alreadyCheckedIn` from the device that checked it in and
 * `conflict` from any other. Whichever arrives first, the ticket keeps the earliest scan time.
 */
export function answerOf(
  ticket: OfflineScanTicketRow,
  effect: OfflineScanEffect,
  deviceId: string,
  at: Date,
  by: CheckInBy,
): Answer {
  const checkedInAt = iso(effect.afterAt);
  if (effect.status === 'cancelled') {
    return { outcome: 'cancelled', checkedInAt, color: 'red', message: MESSAGES.ticketCancelled };
  }
  const guest = guestNameAt(by, ticket);
  const answer: Answer =
    effect.beforeAt === null
      ? {
          outcome: 'checkedIn',
          checkedInAt,
          color: 'green',
          message: MESSAGES.checkedInNow(guest, ticket.variant_name),
        }
      : {
          outcome: effect.beforeDevice === deviceId ? 'alreadyCheckedIn' : 'conflict',
          checkedInAt,
          color: 'orange',
          message: MESSAGES.alreadyCheckedIn(
            formatLondon(effect.afterAt ?? at),
            guest,
            ticket.variant_name,
            effect.beforeBy,
          ),
        };
  return withDayNote(answer, ticket, at);
}

/**
 * The red answer to a scanned code or a ticket id that is no ticket of this date, or a valid one of a type this
 * door does not admit (checked after the date, as online), or undefined for a ticket to apply. An unknown ticket
 * id answers as the online check-in by hand does.
 */
export function answerNotHere(
  ticket: OfflineScanTicketRow | undefined,
  eventId: string,
  scan: Pick<TOfflineScan, 'code'>,
  by: CheckInBy,
): Answer | undefined {
  if (!ticket) {
    const message = scan.code === undefined ? MESSAGES.notFound : MESSAGES.qrNotRecognised;
    return { outcome: 'unknown', checkedInAt: null, color: 'red', message };
  }
  if (ticket.event_id === eventId) {
    if (ticket.status === 'cancelled' || admitsTicketType(by, ticket.ticket_variant_id)) return undefined;
    return { outcome: 'wrongDoor', checkedInAt: null, color: 'red', message: MESSAGES.wrongDoor };
  }
  const event = `${ticket.activity_name}, ${formatLondon(ticket.start_at)}`;
  return {
    outcome: 'otherEvent',
    checkedInAt: null,
    color: 'red',
    message: MESSAGES.otherEventTicket(event),
  };
}
