import type { TDoorOfflineScanResult, TDoorOfflineScansResponse } from '@usher/contract/door';
import type {
  TOfflineScan,
  TOfflineScansRequest,
  TOfflineTicketsResponse,
} from '@usher/contract/offline-check-in';
import type { Db } from '../../db/database';
import { requireEventOfPublishedActivity } from '../events/event.service';
import { checkInOfflineScans, findDoorTickets, findDoorTicketsSince } from '../sales/offline-door.service';
import { checkInByOf, guestNameAt, type CheckInScope } from './check-in.service';
import { insertScanLogEntries } from './check-in-log.repository';
import { answerNotHere, answerOf } from './offline-scan-answer';
import { offlineScanLogEntries } from './offline-scan-log';
import { offlineHashOf, offlineKeyOf } from './offline-key';
import {
  claimOfflineScans,
  deleteOfflineScansBefore,
  findOfflineResults,
  saveOfflineResults,
} from './offline-scan.repository';

const iso = (instant: Date | string | null) => (instant === null ? null : new Date(instant).toISOString());

/**
 * A date's tickets for a door device to hold offline: keyed hashes of their codes and what the guest list shows;
 * at a door link's door, only of the types it admits.
 */
export async function getOfflineTickets(
  scope: CheckInScope,
  eventId: string,
  since: string | null,
): Promise<TOfflineTicketsResponse> {
  await requireEventOfPublishedActivity(scope, eventId);
  const key = await offlineKeyOf(scope.db, eventId);
  const by = checkInByOf(scope);
  const { cursor, rows } = await findDoorTicketsSince(
    scope.db,
    scope.organizationId,
    eventId,
    since,
    by.kind === 'doorLink' ? by.ticketVariantIds : null,
  );
  return {
    cursor,
    key,
    tickets: rows.map((row) => ({
      hash: offlineHashOf(key, row.check_in_code),
      ticketExternalId: row.external_id,
      guestName: guestNameAt(by, row),
      ticketVariantName: row.variant_name,
      orderReference: row.reference,
      status: row.status,
      checkedInAt: iso(row.checked_in_at),
    })),
  };
}

const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs an upload's transaction again when PostgreSQL broke a deadlock by ending it: its own locks are taken in
 * one order, but an order's cancel locks that order's tickets in its own. The upload is all or nothing, so
 * running it again is safe.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || (error as { code?: unknown }).code !== '40P01') throw error;
    }
  }
}

/** How an upload's item names its ticket: by QR code when scanned, by external id when checked in by hand. */
const ticketKeyOf = (scan: Pick<TOfflineScan, 'code' | 'ticketExternalId'>) =>
  scan.code === undefined ? `id:${scan.ticketExternalId}` : `code:${scan.code}`;

/** The organiser's tickets the items name, found in one query, by `ticketKeyOf`. */
async function ticketsOf(trx: Db, organizationId: string, scans: TOfflineScan[]) {
  const codes = new Set<string>();
  const externalIds = new Set<string>();
  for (const scan of scans) {
    if (scan.code !== undefined) codes.add(scan.code);
    else if (scan.ticketExternalId !== undefined) externalIds.add(scan.ticketExternalId);
  }
  const rows = await findDoorTickets(trx, organizationId, {
    codes: [...codes],
    externalIds: [...externalIds],
  });
  return new Map(
    rows.flatMap((row) => [
      [ticketKeyOf({ code: row.check_in_code }), row] as const,
      [ticketKeyOf({ ticketExternalId: row.external_id }), row] as const,
    ]),
  );
}

/** An upload applied inside its transaction: nonces claimed, tickets locked and changed, answers stored. */
async function applyUpload(
  trx: Db,
  scope: CheckInScope,
  eventId: string,
  request: TOfflineScansRequest,
): Promise<TDoorOfflineScansResponse> {
  const { organizationId } = scope;
  const by = checkInByOf(scope);
  const { deviceId } = request;
  const seen = new Set<string>();
  const unique = request.scans.filter((scan) => !seen.has(scan.nonce) && seen.add(scan.nonce));
  const claimed = await claimOfflineScans(
    trx,
    { organizationId, eventId, deviceId },
    unique.map((scan) => ({ nonce: scan.nonce, scannedAt: new Date(scan.scannedAt) })),
  );
  const answered = await findOfflineResults(
    trx,
    organizationId,
    unique.filter((scan) => !claimed.has(scan.nonce)).map((scan) => scan.nonce),
  );
  const toApply = unique.filter((scan) => claimed.has(scan.nonce));
  const tickets = await ticketsOf(trx, organizationId, toApply);
  const ticketOf = (scan: TOfflineScan) => tickets.get(ticketKeyOf(scan));
  const notHere = (scan: TOfflineScan) => answerNotHere(ticketOf(scan), eventId, scan, by);
  const ofThisDate = toApply.filter((scan) => !notHere(scan));
  const effects = await checkInOfflineScans(
    trx,
    ofThisDate.map((scan) => ({
      ticketId: ticketOf(scan)!.id,
      at: new Date(scan.scannedAt),
      method: scan.code === undefined ? ('manual' as const) : ('scan' as const),
    })),
    by,
    deviceId,
  );
  const effectOf = new Map(ofThisDate.map((scan, index) => [scan.nonce, effects[index]!]));
  const fresh = toApply.map((scan): TDoorOfflineScanResult => {
    const ticket = ticketOf(scan);
    const effect = effectOf.get(scan.nonce);
    const answer =
      ticket && effect ? answerOf(ticket, effect, deviceId, new Date(scan.scannedAt), by) : notHere(scan)!;
    return { nonce: scan.nonce, ...answer };
  });
  await saveOfflineResults(trx, organizationId, fresh);
  await insertScanLogEntries(trx, offlineScanLogEntries(scope, eventId, toApply, ticketOf, fresh));
  for (const result of fresh) answered.set(result.nonce, result);
  return { results: request.scans.map((scan) => answered.get(scan.nonce)!) };
}

/**
 * A device's queued offline scans, applied in the order sent and each once by nonce, in one transaction: the
 * nonces are claimed first (an upload sharing them waits for this one, then reads its answers), the tickets are
 * locked and changed, and each answer is stored with its nonce. An upload sent again answers the same. Only a
 * door link's upload can answer `wrongDoor`: a user's door admits every ticket type.
 */
export async function uploadOfflineScans(
  scope: CheckInScope,
  eventId: string,
  request: TOfflineScansRequest,
): Promise<TDoorOfflineScansResponse> {
  await requireEventOfPublishedActivity(scope, eventId);
  return retryOnDeadlock(() =>
    scope.db.transaction().execute((trx) => applyUpload(trx, scope, eventId, request)),
  );
}

/**
 * Forgets offline scans uploaded before `before`: a device sends its queue again within minutes of the network
 * coming back, and its copy of a date is wiped once the date is over.
 */
export function forgetOfflineScansBefore(db: Db, before: Date): Promise<number> {
  return deleteOfflineScansBefore(db, before);
}
