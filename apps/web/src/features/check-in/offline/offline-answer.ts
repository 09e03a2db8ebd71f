import type { TScanAnswer } from '@usher/contract/check-in';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { offlineTicketHash } from '@usher/contract/offline-check-in';
import type { TDoorDate } from './door-db';
import { findLocalCheckIn, findTicket, queueScan } from './door-store';

/** What the door shows for a scan answered from the device's copy. */
export type TOfflineAnswer = { kind: 'answered'; answer: TScanAnswer } | { kind: 'not-recognised' };

type OfflineScan = { code: string; nonce: string; deviceId: string; scannedAt: Date };

/**
 * Answers a scan from the date's copy at once, with the spec's colours and texts, and queues it for the server:
 * green for a valid ticket not yet in; orange when it was let in here or by the last sync; red when cancelled;
 * not recognised when the copy has no such code (the server says after the sync whether it was another date's).
 */
export async function answerOffline(date: TDoorDate, scan: OfflineScan): Promise<TOfflineAnswer> {
  const hash = await offlineTicketHash(date.key, scan.code);
  const scannedAt = scan.scannedAt.toISOString();
  const [ticket, local] = await Promise.all([
    findTicket(date.eventId, hash),
    findLocalCheckIn(date.eventId, hash),
  ]);
  const queued = {
    eventId: date.eventId,
    code: scan.code,
    nonce: scan.nonce,
    scannedAt,
    deviceId: scan.deviceId,
  };
  const checkedInAt = local?.scannedAt ?? ticket?.checkedInAt ?? null;
  const isLetIn = ticket?.status === 'valid' && checkedInAt === null;
  await queueScan(queued, isLetIn ? { eventId: date.eventId, hash, scannedAt } : null);

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
