import type { TScanAnswer } from '@usher/contract/check-in';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { offlineTicketHash } from '@usher/contract/offline-check-in';
import type { TDoorDate, TDoorTicket, TQueuedScan } from './door-db';
import { findLocalCheckIn, findTicket, queueScan } from './door-store';

/** What the door shows for a scan answered from the device's copy. */
export type TOfflineAnswer = { kind: 'answered'; answer: TScanAnswer } | { kind: 'not-recognised' };

type OfflineScan = { code: string; nonce: string; deviceId: string; scannedAt: Date };
type OfflineCheckInByHand = { nonce: string; deviceId: string; checkedInAt: Date };

/**
 * Answers a check-in of the ticket with this hash from the date's copy and queues it for the server: green for a
 * valid ticket not yet in (remembered as let in here); orange when it was let in here or by the last sync; red
 * when cancelled; not recognised when the copy has no such ticket.
 */
async function answerFromCopy(hash: string, queued: TQueuedScan): Promise<TOfflineAnswer> {
  const { eventId, scannedAt } = queued;
  const [ticket, local] = await Promise.all([findTicket(eventId, hash), findLocalCheckIn(eventId, hash)]);
  const checkedInAt = local?.scannedAt ?? ticket?.checkedInAt ?? null;
  const isLetIn = ticket?.status === 'valid' && checkedInAt === null;
  await queueScan(queued, isLetIn ? { eventId, hash, scannedAt } : null);

  if (!ticket) return { kind: 'not-recognised' };
  if (ticket.status === 'cancelled') {
    return { kind: 'answered', answer: { color: 'red', message: MESSAGES.ticketCancelled } };
  }
  if (checkedInAt !== null) {
    const message = MESSAGES.alreadyCheckedIn(
      formatLondon(checkedInAt),
      ticket.guestName,
      ticket.ticketVariantName,
    );
    return { kind: 'answered', answer: { color: 'orange', message } };
  }
  return {
    kind: 'answered',
    answer: { color: 'green', message: MESSAGES.checkedInNow(ticket.guestName, ticket.ticketVariantName) },
  };
}

/**
 * Answers a scan from the date's copy at once, with the spec's colours and texts, and queues it for the server
 * (which says after the sync whether a code not recognised was another date's).
 */
export async function answerOffline(date: TDoorDate, scan: OfflineScan): Promise<TOfflineAnswer> {
  const hash = await offlineTicketHash(date.key, scan.code);
  return answerFromCopy(hash, {
    eventId: date.eventId,
    code: scan.code,
    nonce: scan.nonce,
    scannedAt: scan.scannedAt.toISOString(),
    deviceId: scan.deviceId,
  });
}

/**
 * The offline guest list's check-in by hand, answered like a scan from the copy and queued by the ticket's id
 * (the device holds no codes): the upload applies it once, by nonce, as it does a scan.
 */
export function checkInByHandOffline(
  guest: Pick<TDoorTicket, 'eventId' | 'hash' | 'ticketExternalId'>,
  checkIn: OfflineCheckInByHand,
): Promise<TOfflineAnswer> {
  return answerFromCopy(guest.hash, {
    eventId: guest.eventId,
    ticketExternalId: guest.ticketExternalId,
    nonce: checkIn.nonce,
    scannedAt: checkIn.checkedInAt.toISOString(),
    deviceId: checkIn.deviceId,
  });
}
