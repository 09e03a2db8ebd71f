import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { doorLinkByName, type CheckInBy } from './door-check-in.repository';
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

/**
 * A date's tickets as the offline door holds them, all of them or those changed since a cursor; only of these
 * ticket types when given (a door link's).
 */
export async function listDoorTicketsChangedSince(
  db: Db,
  organizationId: string,
  eventId: string,
  since: string | null,
  ticketVariantIds: string[] | null = null,
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
  if (ticketVariantIds !== null) query = query.where('t.ticket_variant_id', 'in', ticketVariantIds);
  return query.orderBy('t.list_position').execute();
}
export type OfflineDoorTicketRow = Awaited<ReturnType<typeof listDoorTicketsChangedSince>>[number];

/**
 * The organiser's tickets with these QR codes or these external ids (the offline guest list's check-ins by hand),
 * with their date, as the door answers them.
 */
export async function findTicketsByCodesOrIds(
  db: Db,
  organizationId: string,
  keys: { codes: string[]; externalIds: string[] },
) {
  if (keys.codes.length === 0 && keys.externalIds.length === 0) return [];
  return selectTicketsWithDate(db)
    .select([
      't.id',
      't.check_in_code',
      't.external_id',
      't.event_id',
      't.ticket_variant_id',
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
    .where((eb) =>
      eb.or([
        ...(keys.codes.length > 0 ? [eb('t.check_in_code', 'in', keys.codes)] : []),
        ...(keys.externalIds.length > 0 ? [eb('t.external_id', 'in', keys.externalIds)] : []),
      ]),
    )
    .execute();
}
export type OfflineScanTicketRow = Awaited<ReturnType<typeof findTicketsByCodesOrIds>>[number];

/** Locks these tickets for their check-in, in id order so two uploads never wait on each other in a cycle. */
export async function lockTicketsForCheckIn(db: Db, ticketIds: string[]) {
  if (ticketIds.length === 0) return [];
  return db
    .selectFrom('tickets')
    .select(['id', 'status', 'checked_in_at', 'checked_in_device', 'checked_in_by_name'])
    .where('id', 'in', ticketIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export type CheckInWrite = { ticketId: string; at: Date; isFirst: boolean; method: 'scan' | 'manual' };

/**
 * Writes tickets' check-in times in one statement; a ticket checked in for the first time also records who (the
 * user and their email, or the door link with its device), on which device and how (scanned or by hand), one
 * already checked in keeps them.
 */
export async function writeCheckIns(
  db: Db,
  writes: CheckInWrite[],
  by: CheckInBy,
  device: string,
): Promise<void> {
  if (writes.length === 0) return;
  const rows = sql.join(
    writes.map(
      (write) =>
        sql`(${write.ticketId}::uuid, ${write.at}::timestamptz, ${write.isFirst}::boolean, ${write.method}::text)`,
    ),
  );
  const userId = by.kind === 'user' ? by.userId : null;
  const doorLinkId = by.kind === 'doorLink' ? by.doorLinkId : null;
  const doorByName = by.kind === 'doorLink' ? doorLinkByName(by.doorName, by.deviceName) : null;
  await sql`
    update tickets t set
      checked_in_at = w.at,
      checked_in_by = case when w.is_first then u.id else t.checked_in_by end,
      checked_in_device = case when w.is_first then ${device} else t.checked_in_device end,
      checked_in_method = case when w.is_first then w.method else t.checked_in_method end,
      checked_in_by_name = case when w.is_first then coalesce(u.email, ${doorByName}::text) else t.checked_in_by_name end,
      checked_in_door_link_id = case when w.is_first then ${doorLinkId}::uuid else t.checked_in_door_link_id end
    from (values ${rows}) as w(id, at, is_first, method) left join users u on u.id = ${userId}::uuid
    where t.id = w.id and (u.id is not null or ${doorLinkId}::uuid is not null)`.execute(db);
}
