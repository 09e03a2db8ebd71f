import type { TOfflineScansRequest } from '@usher/contract/offline-check-in';
import type { TScanAnswer } from '@usher/contract/check-in';
import type { OfflineScanTicketRow } from '../sales/offline-door.service';
import type { ScanLogEntry } from './check-in-log.repository';
import { checkInByOf, type CheckInScope } from './check-in.service';

/**
 * The log entries of an upload's scans answered now (`results[i]` answers `scans[i]`): a green one is a
 * check-in at its scan's time (a check-in by hand too), an orange or red one is refused; a code or id that is
 * no ticket names no one and is not logged.
 */
export function offlineScanLogEntries(
  scope: CheckInScope,
  eventId: string,
  scans: TOfflineScansRequest['scans'],
  ticketOf: (scan: TOfflineScansRequest['scans'][number]) => OfflineScanTicketRow | undefined,
  results: TScanAnswer[],
): ScanLogEntry[] {
  return scans.flatMap((scan, index) => {
    const ticket = ticketOf(scan);
    const result = results[index]!;
    if (!ticket) return [];
    return {
      organizationId: scope.organizationId,
      eventId,
      ticketId: ticket.id,
      action: result.color === 'green' ? 'checkIn' : 'refused',
      at: new Date(scan.scannedAt),
      color: result.color,
      message: result.message,
      by: checkInByOf(scope),
    };
  });
}
