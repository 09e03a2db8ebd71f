import {
  CHECK_IN_LOG_PAGE_SIZE,
  type TCheckInLogEntry,
  type TCheckInLogQuery,
  type TCheckInLogResponse,
} from '@usher/contract/check-in-log';
import type { OrganiserScope } from '../../plugins/scope';
import { requireEventRow } from '../events/event.service';
import { listCheckInLog, type CheckInLogRow } from '../sales/door-check-in.service';
import { checkedInAnswer, guestOf } from './check-in.service';

function toEntry(row: CheckInLogRow): TCheckInLogEntry {
  // A check-in's green answer is not stored by the door's one statement: it is made again as the scan made it.
  const answer = row.action === 'checkIn' && row.message === null ? checkedInAnswer(row, row.at) : null;
  return {
    at: row.at.toISOString(),
    action: row.action,
    ticketId: row.external_id,
    ticketNumber: row.ticket_index,
    guestName: guestOf(row),
    ticketVariantName: row.variant_name,
    color: row.color,
    message: answer?.message ?? row.message,
    by: { kind: row.by_kind, name: row.by_name, deviceName: row.by_device_name },
    reason: row.reason,
  };
}

/** One page of a date's check-in log, newest first: check-ins, undos and refused scans, with who and why. */
export async function getCheckInLog(
  scope: Pick<OrganiserScope, 'db' | 'organizationId'>,
  eventId: string,
  query: TCheckInLogQuery,
): Promise<TCheckInLogResponse> {
  await requireEventRow(scope, eventId);
  const rows = await listCheckInLog(scope.db, scope.organizationId, eventId, {
    before: query.after ?? null,
    limit: CHECK_IN_LOG_PAGE_SIZE + 1,
  });
  const entries = rows.slice(0, CHECK_IN_LOG_PAGE_SIZE);
  return {
    entries: entries.map(toEntry),
    nextCursor: rows.length > CHECK_IN_LOG_PAGE_SIZE ? entries.at(-1)!.id : null,
  };
}
