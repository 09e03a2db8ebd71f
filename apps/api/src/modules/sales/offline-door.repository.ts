import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { selectTicketsWithDate } from './ticket.repository';

/**
 * The oldest transaction still running now: every ticket change of an older transaction is committed and seen
 * by a read that starts after this call, so it is the cursor of such a read (see migration 0014).
 */
export async function currentChangeCursor(db: Db): Promise<string> {
  const { rows } = await sql<{ cursor: string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as cursor`.execute(db);
  return rows[0]!.cursor;
}

/** A date's tickets as the offline door holds them, all of them or those changed since a cursor. */
export async function listDoorTicketsChangedSince(
  db: Db,
  organizationId: string,
  eventId: string,
  since: string | null,
) {
  let query = selectTicketsWithDate(db)
    .select([
      't.check_in_code',
      't.external_id',
      't.status',
      't.checked_in_at',
      'o.reference',
      'o.full_name',
      'o.phone',
      'v.name as variant_name',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.event_id', '=', eventId);
  if (since !== null) query = query.where('t.changed_txid', '>=', sql<string>`${since}::bigint`);
  return query.orderBy('t.created_at').orderBy('t.order_id').orderBy('t.ticket_index').execute();
}
export type OfflineDoorTicketRow = Awaited<ReturnType<typeof listDoorTicketsChangedSince>>[number];

/** The organiser's tickets with these QR codes, with their date, as the door answers them. */
export async function findTicketsByCodes(db: Db, organizationId: string, codes: string[]) {
  if (codes.length === 0) return [];
  return selectTicketsWithDate(db)
    .select([
      't.id',
      't.check_in_code',
      't.event_id',
      't.status',
      't.checked_in_at',
      'o.reference',
      'o.full_name',
      'o.phone',
      'v.name as variant_name',
      'a.name as activity_name',
      'e.start_at',
      'e.end_at',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.check_in_code', 'in', codes)
    .execute();
}
export type OfflineScanTicketRow = Awaited<ReturnType<typeof findTicketsByCodes>>[number];

export type OfflineCheckIn = { userId: string; device: string; at: Date };

/**
 * Applies one offline scan to a ticket in one statement, under the ticket's row lock: a ticket not yet checked
 * in is checked in at the scan's time by this device; one already checked in keeps who checked it in but takes
 * the scan's time when it is earlier. Of simultaneous scans of a ticket exactly one finds it not checked in.
 * Returns the ticket as it was before (status, check-in time and device) and its check-in time after.
 */
export async function applyOfflineCheckIn(db: Db, ticketId: string, scan: OfflineCheckIn) {
  const { rows } = await sql<{
    status: 'valid' | 'cancelled';
    before_at: Date | null;
    before_device: string | null;
    after_at: Date | null;
  }>`
    with before as (
      select id, status, checked_in_at, checked_in_device from tickets where id = ${ticketId} for update
    ), changed as (
      update tickets t set
        checked_in_at = ${scan.at},
        checked_in_by = case when b.checked_in_at is null then ${scan.userId}::uuid else t.checked_in_by end,
        checked_in_device = case when b.checked_in_at is null then ${scan.device} else t.checked_in_device end,
        checked_in_method = case when b.checked_in_at is null then 'scan' else t.checked_in_method end
      from before b
      where t.id = b.id and b.status = 'valid' and (b.checked_in_at is null or b.checked_in_at > ${scan.at})
      returning t.checked_in_at
    )
    select b.status, b.checked_in_at as before_at, b.checked_in_device as before_device,
      coalesce((select checked_in_at from changed), b.checked_in_at) as after_at
    from before b`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`ticket ${ticketId} vanished during an offline check-in`);
  return row;
}
