import type {
  TOfflineScan,
  TOfflineScanResult,
  TOfflineScansRequest,
  TOfflineScansResponse,
  TOfflineTicketsResponse,
} from '@usher/contract/offline-check-in';
import { formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import { requireEventOfPublishedActivity } from '../events/event.service';
import {
  checkInOfflineScan,
  findDoorTicketsByCodes,
  findDoorTicketsSince,
  type OfflineScanTicketRow,
} from '../sales/offline-door.service';
import { guestOf, isOtherDay, type CheckInScope } from './check-in.service';
import { offlineHashOf, offlineKeyOf } from './offline-key';
import {
  claimOfflineScan,
  findOfflineResult,
  findOfflineResults,
  saveOfflineResult,
  type OfflineScanKey,
} from './offline-scan.repository';

const iso = (instant: Date | string | null) => (instant === null ? null : new Date(instant).toISOString());

/** A date's tickets for a door device to hold offline: keyed hashes of their codes and what the guest list shows. */
export async function getOfflineTickets(
  scope: CheckInScope,
  eventId: string,
  since: string | null,
): Promise<TOfflineTicketsResponse> {
  await requireEventOfPublishedActivity(scope, eventId);
  const key = await offlineKeyOf(scope.db, eventId);
  const { cursor, rows } = await findDoorTicketsSince(scope.db, scope.organizationId, eventId, since);
  return {
    cursor,
    key,
    tickets: rows.map((row) => ({
      hash: offlineHashOf(key, row.check_in_code),
      ticketExternalId: row.external_id,
      guestName: guestOf(row),
      ticketVariantName: row.variant_name,
      orderReference: row.reference,
      status: row.status,
      checkedInAt: iso(row.checked_in_at),
    })),
  };
}

type Answer = Omit<TOfflineScanResult, 'nonce'>;
type Scanned = { deviceId: string; at: Date };

/** A green or orange answer to a scan made on a day the date does not cover says so, as an online scan does. */
function withDayNote(answer: Answer, ticket: OfflineScanTicketRow, at: Date): Answer {
  if (answer.color === 'red' || !isOtherDay(ticket, at)) return answer;
  return { ...answer, message: MESSAGES.ticketForAnotherDay(answer.message, formatLondon(ticket.start_at)) };
}

/**
 * What one offline scan does, decided in the order scans reach the server: the first scan of a ticket checks
 * it in (green); a later one is orange, `alreadyCheckedIn` from the device that checked it in and `conflict`
 * from any other. Whichever arrives, the ticket keeps the earliest scan time.
 */
async function answerScan(
  db: Db,
  scope: CheckInScope,
  eventId: string,
  scanned: Scanned,
  ticket: OfflineScanTicketRow | undefined,
): Promise<Answer> {
  if (!ticket)
    return { outcome: 'unknown', checkedInAt: null, color: 'red', message: MESSAGES.qrNotRecognised };
  if (ticket.event_id !== eventId) {
    const event = `${ticket.activity_name}, ${formatLondon(ticket.start_at)}`;
    return {
      outcome: 'otherEvent',
      checkedInAt: null,
      color: 'red',
      message: MESSAGES.otherEventTicket(event),
    };
  }
  const applied = await checkInOfflineScan(db, ticket.id, {
    userId: scope.userId,
    device: scanned.deviceId,
    at: scanned.at,
  });
  const checkedInAt = iso(applied.after_at);
  if (applied.status === 'cancelled') {
    return { outcome: 'cancelled', checkedInAt, color: 'red', message: MESSAGES.ticketCancelled };
  }
  const guest = guestOf(ticket);
  const answer: Answer =
    applied.before_at === null
      ? {
          outcome: 'checkedIn',
          checkedInAt,
          color: 'green',
          message: MESSAGES.checkedInNow(guest, ticket.variant_name),
        }
      : {
          outcome: applied.before_device === scanned.deviceId ? 'alreadyCheckedIn' : 'conflict',
          checkedInAt,
          color: 'orange',
          message: MESSAGES.alreadyCheckedIn(
            formatLondon(applied.after_at ?? scanned.at),
            guest,
            ticket.variant_name,
          ),
        };
  return withDayNote(answer, ticket, scanned.at);
}

/**
 * Applies a scan once per nonce: its answer is stored with the nonce in the same transaction as its check-in,
 * so an upload sent again gets it back and changes nothing. The same nonce sent twice at once waits for the
 * first upload's transaction, then reads its answer.
 */
async function applyOnce(
  scope: CheckInScope,
  eventId: string,
  deviceId: string,
  scan: TOfflineScan,
  ticket: OfflineScanTicketRow | undefined,
): Promise<TOfflineScanResult> {
  const key: OfflineScanKey = { organizationId: scope.organizationId, nonce: scan.nonce };
  const at = new Date(scan.scannedAt);
  return scope.db.transaction().execute(async (trx) => {
    if (!(await claimOfflineScan(trx, key, { eventId, deviceId, scannedAt: at }))) {
      const earlier = await findOfflineResult(trx, key);
      if (earlier) return earlier;
    }
    const result = {
      nonce: scan.nonce,
      ...(await answerScan(trx, scope, eventId, { deviceId, at }, ticket)),
    };
    await saveOfflineResult(trx, key, result);
    return result;
  });
}

/** A device's queued offline scans, applied in the order sent, each once by nonce; the answers in that order. */
export async function uploadOfflineScans(
  scope: CheckInScope,
  eventId: string,
  request: TOfflineScansRequest,
): Promise<TOfflineScansResponse> {
  await requireEventOfPublishedActivity(scope, eventId);
  const answered = await findOfflineResults(scope.db, scope.organizationId, [
    ...new Set(request.scans.map((scan) => scan.nonce)),
  ]);
  const codes = new Set(request.scans.filter((scan) => !answered.has(scan.nonce)).map((scan) => scan.code));
  const tickets = new Map(
    (await findDoorTicketsByCodes(scope.db, scope.organizationId, [...codes])).map((ticket) => [
      ticket.check_in_code,
      ticket,
    ]),
  );
  const results: TOfflineScanResult[] = [];
  for (const scan of request.scans) {
    let result = answered.get(scan.nonce);
    if (!result) {
      result = await applyOnce(scope, eventId, request.deviceId, scan, tickets.get(scan.code));
      answered.set(scan.nonce, result);
    }
    results.push(result);
  }
  return { results };
}
