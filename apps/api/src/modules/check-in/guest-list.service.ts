import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  GUEST_CSV_COLUMNS,
  neutraliseCsvCell,
  type TGuest,
  type TGuestListResponse,
} from '@usher/contract/check-in';
import { GUEST_CUSTOM_FIELD_KEYS, customFieldRecord, customFieldValues } from '@usher/contract/custom-fields';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import { formatLondon } from '@usher/contract/london-time';
import { ticketPageUrl, ticketPdfUrl } from '@usher/contract/ticket-links';
import type { OrganiserScope } from '../../plugins/scope';
import { toIsoOrNull } from '../../db/iso';
import { requireEventOfPublishedActivity } from '../events/event.service';
import {
  findGuestPage,
  findGuestsAfter,
  type GuestFilter,
  type GuestKey,
  type GuestRow,
} from '../sales/tickets.service';
import { salesChannelOf } from '../sales/order-admin.service';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'publicUrl'>;

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
    channel: salesChannelOf(row.order_kind, row.order_total > 0),
    checkedIn: row.checked_in_at !== null,
    checkedInAt: toIsoOrNull(row.checked_in_at),
    ticketExternalId: row.external_id,
    addressDto: row.address,
    ...customFieldRecord(customFieldValues(row, CUSTOM_FIELD_COLUMNS), GUEST_CUSTOM_FIELD_KEYS),
  };
}

export async function getGuestList(
  scope: Scope,
  eventId: string,
  query: GuestFilter & { page: number; pageSize: number },
): Promise<TGuestListResponse> {
  const { activity } = await requireEventOfPublishedActivity(scope, eventId);
  const page = await findGuestPage(
    scope.db,
    scope.organizationId,
    eventId,
    { search: query.search, checkedIn: query.checkedIn },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    guests: page.rows.map((row) => toGuest(row, scope.publicUrl)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    ticketCount: page.ticketCount,
    checkedInCount: page.checkedInCount,
    customFieldLabels: customFieldValues(activity, CUSTOM_FIELD_COLUMNS),
  };
}

type CsvColumn = { key: string; header: string; value: (guest: TGuest) => string };

/**
 * The export's columns: every §3 Guest field, the address in parts, and one column per question the organiser
 * asked, headed by the question itself (questions never asked get no column).
 */
function csvColumns(questions: (string | null)[]): CsvColumn[] {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const columns: CsvColumn[] = GUEST_CSV_COLUMNS.map(([key, header]) => ({
    key,
    header,
    value: (guest) => {
      if (key === 'checkedIn') return guest.checkedIn ? 'Yes' : 'No';
      if (key === 'checkedInAt') return guest.checkedInAt ? formatLondon(guest.checkedInAt) : '';
      if (key.startsWith('address.')) {
        return text(
          guest.addressDto?.[key.slice('address.'.length) as keyof NonNullable<TGuest['addressDto']>],
        );
      }
      return text(guest[key as keyof TGuest]);
    },
  }));
  GUEST_CUSTOM_FIELD_KEYS.forEach((key, index) => {
    const question = questions[index];
    if (question) columns.push({ key, header: question, value: (guest) => text(guest[key]) });
  });
  return columns;
}

const CSV_PAGE = 1000;

/**
 * Streams the guest list as CSV: UTF-8 with a BOM for Excel, every §3 Guest column, formula-like cells and
 * headers neutralised.
 */
export async function writeGuestCsv(scope: Scope, eventId: string, output: Writable): Promise<void> {
  const { activity } = await requireEventOfPublishedActivity(scope, eventId);
  const columns = csvColumns(customFieldValues(activity, CUSTOM_FIELD_COLUMNS));
  const csv = stringify({
    header: true,
    // A header is the organiser's own question text: a formula there runs in Excel as one in a cell does.
    columns: columns.map(({ key, header }) => ({ key, header: neutraliseCsvCell(header) })),
    bom: true,
  });
  csv.pipe(output);
  let after: GuestKey | null = null;
  for (;;) {
    const rows = await findGuestsAfter(scope.db, scope.organizationId, eventId, after, CSV_PAGE);
    for (const row of rows) {
      const guest = toGuest(row, scope.publicUrl);
      const record = Object.fromEntries(
        columns.map(({ key, value }) => [key, neutraliseCsvCell(value(guest))]),
      );
      if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    if (rows.length < CSV_PAGE) break;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_key, orderId: last.order_id, ticketIndex: last.ticket_index };
  }
  csv.end();
}
