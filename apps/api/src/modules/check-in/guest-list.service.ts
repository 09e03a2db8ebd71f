import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  GUEST_CSV_COLUMNS,
  neutraliseCsvCell,
  type TGuest,
  type TGuestListResponse,
} from '@usher/contract/check-in';
import { formatLondon } from '@usher/contract/london-time';
import type { Db } from '../../db/database';
import { requireActivity } from '../activities/activity.service';
import { requireEventRow } from '../events/event.service';
import {
  countEventTickets,
  countGuests,
  listGuests,
  listGuestsAfter,
  type GuestFilter,
  type GuestKey,
  type GuestRow,
} from './guest-list.repository';

type Scope = { db: Db; organizationId: string; publicUrl: string };

export const ticketPageUrl = (publicUrl: string, externalId: string) => `${publicUrl}/t/${externalId}`;
export const ticketPdfUrl = (publicUrl: string, externalId: string) =>
  `${publicUrl}/api/public/ticket/${externalId}/pdf`;

export function toGuest(row: GuestRow, publicUrl: string): TGuest {
  return {
    guestPhone: row.phone,
    guestName: row.full_name,
    guestEmail: row.email,
    ticketIndex: row.ticket_index,
    groupIndex: row.group_size,
    pdfUrl: ticketPdfUrl(publicUrl, row.external_id),
    ticketUrl: ticketPageUrl(publicUrl, row.external_id),
    orderReference: row.reference,
    ticketVariantName: row.variant_name,
    appliedPromo: row.applied_promo,
    checkedIn: row.checked_in_at !== null,
    checkedInAt: row.checked_in_at === null ? null : new Date(row.checked_in_at).toISOString(),
    ticketExternalId: row.external_id,
    addressDto: row.address,
    guestCustomField1: row.custom_field1,
    guestCustomField2: row.custom_field2,
    guestCustomField3: row.custom_field3,
    guestCustomField4: row.custom_field4,
    guestCustomField5: row.custom_field5,
  };
}

export async function getGuestList(
  scope: Scope,
  eventId: string,
  query: GuestFilter & { page: number; pageSize: number },
): Promise<TGuestListResponse> {
  const event = await requireEventRow(scope, eventId);
  const activity = await requireActivity(scope, event.activity_id);
  const filter = { search: query.search, checkedIn: query.checkedIn };
  const isFiltered = Boolean(filter.search?.trim() || filter.checkedIn);
  const [rows, counts, filteredTotal] = await Promise.all([
    listGuests(scope.db, scope.organizationId, eventId, filter, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    countEventTickets(scope.db, scope.organizationId, eventId),
    isFiltered ? countGuests(scope.db, scope.organizationId, eventId, filter) : null,
  ]);
  const { ticketCount, checkedInCount } = counts;
  const total = filteredTotal ?? ticketCount;
  return {
    guests: rows.map((row) => toGuest(row, scope.publicUrl)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    ticketCount,
    checkedInCount,
    customFieldLabels: [
      activity.custom_field1,
      activity.custom_field2,
      activity.custom_field3,
      activity.custom_field4,
      activity.custom_field5,
    ],
  };
}

function csvValue(guest: TGuest, column: (typeof GUEST_CSV_COLUMNS)[number][0]): string {
  if (column === 'checkedIn') return guest.checkedIn ? 'Yes' : 'No';
  if (column === 'checkedInAt') return guest.checkedInAt ? formatLondon(guest.checkedInAt) : '';
  if (column.startsWith('address.')) {
    const field = column.slice('address.'.length) as keyof NonNullable<TGuest['addressDto']>;
    return guest.addressDto?.[field] ?? '';
  }
  const value = guest[column as keyof TGuest];
  return value === null || value === undefined ? '' : String(value);
}

const CSV_PAGE = 1000;

/** Streams the guest list as CSV: UTF-8 with a BOM for Excel, every §3 Guest column, formula-like cells neutralised. */
export async function writeGuestCsv(scope: Scope, eventId: string, output: Writable): Promise<void> {
  await requireEventRow(scope, eventId);
  const csv = stringify({
    header: true,
    columns: GUEST_CSV_COLUMNS.map(([key, header]) => ({ key, header })),
    bom: true,
  });
  csv.pipe(output);
  let after: GuestKey | null = null;
  for (;;) {
    const rows = await listGuestsAfter(scope.db, scope.organizationId, eventId, after, CSV_PAGE);
    for (const row of rows) {
      const guest = toGuest(row, scope.publicUrl);
      const record = Object.fromEntries(
        GUEST_CSV_COLUMNS.map(([key]) => [key, neutraliseCsvCell(csvValue(guest, key))]),
      );
      if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    if (rows.length < CSV_PAGE) break;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_key, orderId: last.order_id, ticketIndex: last.ticket_index };
  }
  csv.end();
}
