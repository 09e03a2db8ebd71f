import type { Db } from '../../db/database';
import type { CheckInBy } from './door-check-in.repository';
import {
  currentChangeCursor,
  findTicketsByCodesOrIds,
  listDoorTicketsChangedSince,
  lockTicketsForCheckIn,
  writeCheckIns,
  type CheckInWrite,
} from './offline-door.repository';

export type { OfflineDoorTicketRow, OfflineScanTicketRow } from './offline-door.repository';

/**
 * A date's tickets for the offline door: every one when `since` is null, else those inserted, cancelled or
 * checked in since that cursor (some again, never one missed), and the cursor to send next time; only of these
 * ticket types when given (a door link's).
 */
export async function findDoorTicketsSince(
  db: Db,
  organizationId: string,
  eventId: string,
  since: string | null,
  ticketVariantIds: string[] | null = null,
) {
  const cursor = await currentChangeCursor(db);
  const rows = await listDoorTicketsChangedSince(db, organizationId, eventId, since, ticketVariantIds);
  return { cursor, rows };
}

/** The organiser's tickets with these QR codes or external ids (of any of its dates). */
export function findDoorTickets(
  db: Db,
  organizationId: string,
  keys: { codes: string[]; externalIds: string[] },
) {
  return findTicketsByCodesOrIds(db, organizationId, keys);
}

/** One offline check-in of a ticket: scanned, or by hand from the offline guest list. */
export type OfflineScanOfTicket = { ticketId: string; at: Date; method: 'scan' | 'manual' };
/**
 * A ticket as one scan found it (status, check-in time, device and who, when known) and its check-in time after
 * the scan.
 */
export type OfflineScanEffect = {
  status: 'valid' | 'cancelled';
  beforeAt: Date | null;
  beforeDevice: string | null;
  beforeBy: string | null;
  afterAt: Date | null;
};

/**
 * One device's offline scans of tickets, applied in order inside the caller's transaction, with the tickets
 * locked: a valid ticket not yet checked in is checked in at the scan's time by this device; one already checked
 * in keeps who checked it in and takes the scan's time when it is earlier. Of simultaneous uploads of a ticket
 * exactly one finds it not checked in. All the tickets' changes are written in one statement.
 */
export async function checkInOfflineScans(
  trx: Db,
  scans: OfflineScanOfTicket[],
  by: CheckInBy,
  device: string,
): Promise<OfflineScanEffect[]> {
  const locked = await lockTicketsForCheckIn(trx, [...new Set(scans.map((scan) => scan.ticketId))]);
  const state = new Map(
    locked.map((row) => [
      row.id,
      {
        status: row.status,
        at: row.checked_in_at,
        device: row.checked_in_device,
        by: row.checked_in_by_name,
      },
    ]),
  );
  const writes = new Map<string, CheckInWrite>();
  const effects = scans.map(({ ticketId, at, method }) => {
    const ticket = state.get(ticketId);
    if (!ticket) throw new Error(`ticket ${ticketId} vanished during an offline check-in`);
    const before = {
      status: ticket.status,
      beforeAt: ticket.at,
      beforeDevice: ticket.device,
      beforeBy: ticket.by,
    };
    if (ticket.status === 'valid' && (ticket.at === null || at < ticket.at)) {
      const earlier = writes.get(ticketId);
      const isFirst = ticket.at === null || (earlier?.isFirst ?? false);
      if (ticket.at === null) Object.assign(ticket, { device, by: null });
      ticket.at = at;
      // A ticket first let in by this upload keeps how that first check-in was made.
      writes.set(ticketId, { ticketId, at, isFirst, method: earlier?.method ?? method });
    }
    return { ...before, afterAt: ticket.at };
  });
  await writeCheckIns(trx, [...writes.values()], by, device);
  return effects;
}
