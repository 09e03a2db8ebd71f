import { pgliteOf } from '../../db/connect';
import type { Db } from '../../db/database';
import { StatementBatcher } from '../../db/statement-batcher';
import {
  admitsTicketType,
  checkInBatch,
  findNonceTicket,
  type DoorCheckIn,
  type DoorCheckInRow,
  type DoorTicketRow,
} from './door-check-in.repository';
import { undoCheckIn, type CheckInUndo, type CheckInUndoRow } from './check-in-undo.repository';
import { findCheckIn } from './ticket.repository';

export type { CheckInBy, DoorCheckIn, DoorTicketKey, DoorTicketRow } from './door-check-in.repository';
export { admitsTicketType, doorLinkByName } from './door-check-in.repository';
export type { CheckInUndo, CheckInUndoRow } from './check-in-undo.repository';
export { listCheckInLog, type CheckInLogRow } from './check-in-log.repository';

/**
 * What the door learns of one check-in: why there is nothing to answer, or the ticket with whether this
 * request (or, on a retry, the first request with its nonce) checked it in, when and by whom it was checked in,
 * and whether the request was a retry of a nonce already answered.
 */
export type DoorCheckInResult =
  | { outcome: 'no-event' | 'unpublished' | 'no-ticket' | 'nonce-reused' }
  | {
      outcome: 'ticket';
      ticket: DoorTicketRow;
      isCheckedInNow: boolean;
      checkedInAt: Date | null;
      checkedInBy: string | null;
      isRetry: boolean;
    };

/**
 * Check-in batches running at once per process on PostgreSQL, out of a pool of 10: with 50 scanners at one
 * door the others wait and go as the next batches. Two at once answered 50 scanners as fast as four and with a
 * lower p95 (bench/door-check-in.ts, issue 17). PGlite runs one statement at a time anyway.
 */
const BATCHES_IN_FLIGHT = 2;
const MAX_BATCH = 64;
const batchers = new WeakMap<Db, StatementBatcher<DoorCheckIn, DoorCheckInRow>>();

/**
 * What two check-ins in one batch, or in two batches at once, must not share: their ticket, so two batches
 * never wait on each other's rows, and their nonce, so a retry is answered once its first request has ended.
 * The statement answers a batch that shares them correctly too; these keep such scans in arrival order.
 */
const keysOf = ({ organizationId, ticket, nonce }: DoorCheckIn) => [
  'checkInCode' in ticket ? `code:${ticket.checkInCode}` : `ticket:${organizationId}:${ticket.externalId}`,
  ...(nonce ? [`nonce:${organizationId}:${nonce}`] : []),
];

/** One check-in, sent with the others that wait at the same moment as one statement (group commit). */
async function checkInGrouped(db: Db, request: DoorCheckIn): Promise<DoorCheckInRow> {
  if (db.isTransaction) return (await checkInBatch(db, [request]))[0]!;
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new StatementBatcher({
      maxInFlight: pgliteOf(db) ? 1 : BATCHES_IN_FLIGHT,
      maxBatch: MAX_BATCH,
      keysOf,
      run: (requests) => checkInBatch(db, requests),
    });
    batchers.set(db, batcher);
  }
  return batcher.submit(request);
}

const isTicket = (row: DoorCheckInRow): row is DoorCheckInRow & DoorTicketRow => row.id != null;

/**
 * Checks a ticket in at a date of the organiser, once per nonce. The common case (a fresh nonce, or none) is
 * one statement, shared with the check-ins that wait at the same moment (`checkInGrouped`); only a retried
 * nonce, or a scan that lost a race to another scan of the same ticket, reads the ticket again, after the
 * other request has ended. A nonce already used for another ticket answers 'nonce-reused' and checks nothing in.
 */
export async function checkInDoorTicket(db: Db, request: DoorCheckIn): Promise<DoorCheckInResult> {
  const row = await checkInGrouped(db, request);
  if (row.is_published === null) return { outcome: 'no-event' };
  if (!row.is_published) return { outcome: 'unpublished' };
  if (!isTicket(row)) return { outcome: 'no-ticket' };
  const ticket: DoorTicketRow = row;
  if (request.nonce && !row.is_claimed) {
    const first = await findNonceTicket(db, request.organizationId, request.nonce);
    if (first?.id !== ticket.id) return { outcome: 'nonce-reused' };
    return {
      outcome: 'ticket',
      ticket: { ...ticket, status: first.status },
      isCheckedInNow: first.checked_in_nonce === request.nonce,
      checkedInAt: first.checked_in_at,
      checkedInBy: first.checked_in_by_name,
      isRetry: true,
    };
  }
  if (row.checked_in_now) {
    return {
      outcome: 'ticket',
      ticket,
      isCheckedInNow: true,
      checkedInAt: row.checked_in_now,
      checkedInBy: null,
      isRetry: false,
    };
  }
  const isLostRace =
    ticket.checked_in_at === null &&
    ticket.status === 'valid' &&
    ticket.event_id === request.eventId &&
    admitsTicketType(request.by, ticket.ticket_variant_id);
  const checkIn = isLostRace
    ? await findCheckIn(db, ticket.id)
    : { checked_in_at: ticket.checked_in_at, checked_in_by_name: ticket.checked_in_by_name };
  return {
    outcome: 'ticket',
    ticket,
    isCheckedInNow: false,
    checkedInAt: checkIn.checked_in_at,
    checkedInBy: checkIn.checked_in_by_name,
    isRetry: false,
  };
}

/**
 * Takes back a ticket's check-in at a date, in one statement with its log entry (`undoCheckIn`): undefined for
 * no ticket of the date, else the ticket and whether it was checked in and is no longer.
 */
export function undoDoorCheckIn(db: Db, undo: CheckInUndo): Promise<CheckInUndoRow | undefined> {
  return undoCheckIn(db, undo);
}
