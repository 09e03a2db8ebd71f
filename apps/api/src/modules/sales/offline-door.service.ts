import type { Db } from '../../db/database';
import {
  applyOfflineCheckIn,
  currentChangeCursor,
  findTicketsByCodes,
  listDoorTicketsChangedSince,
  type OfflineCheckIn,
} from './offline-door.repository';

export type { OfflineCheckIn, OfflineDoorTicketRow, OfflineScanTicketRow } from './offline-door.repository';

/**
 * A date's tickets for the offline door: every one when `since` is null, else those inserted, cancelled or
 * checked in since that cursor (some again, never one missed), and the cursor to send next time.
 */
export async function findDoorTicketsSince(
  db: Db,
  organizationId: string,
  eventId: string,
  since: string | null,
) {
  const cursor = await currentChangeCursor(db);
  const rows = await listDoorTicketsChangedSince(db, organizationId, eventId, since);
  return { cursor, rows };
}

/** The organiser's tickets with these QR codes (of any of its dates). */
export function findDoorTicketsByCodes(db: Db, organizationId: string, codes: string[]) {
  return findTicketsByCodes(db, organizationId, codes);
}

/** One offline scan of a ticket: checks it in at the scan's time, or moves its check-in earlier (atomically). */
export function checkInOfflineScan(db: Db, ticketId: string, scan: OfflineCheckIn) {
  return applyOfflineCheckIn(db, ticketId, scan);
}
