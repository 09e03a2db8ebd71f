import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { GUEST_CSV_COLUMNS, type TGuest, type TGuestListResponse } from '@usher/contract/check-in';
import { GUEST_CUSTOM_FIELD_KEYS, customFieldRecord, customFieldValues } from '@usher/contract/custom-fields';
import { decodeGuestCursor, encodeGuestCursor } from '@usher/contract/guest-cursor';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import { ticketPageUrl, ticketPdfUrl } from '@usher/contract/ticket-links';
import type { OrganiserScope } from '../../plugins/scope';
import { toIsoOrNull } from '../../db/iso';
import { requireEventOfPublishedActivity } from '../events/event.service';
import {
  copyGuestCsvRows,
  findGuestCsvRows,
  findGuestPage,
  type GuestFilter,
  type GuestColumnsRow,
  type GuestKey,
} from '../sales/tickets.service';
import { salesChannelOf } from '../sales/order-admin.service';
import { csvCell, guestCsvLine } from './guest-csv.writer';

type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'publicUrl'>;

export function toGuest(row: GuestColumnsRow, publicUrl: string): TGuest {
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
    channel: salesChannelOf(row.order_kind, row.order_total > 0, row.order_payment_provider),
    checkedIn: row.checked_in_at !== null,
    checkedInAt: toIsoOrNull(row.checked_in_at),
    checkedInBy: row.checked_in_at === null ? null : row.checked_in_by_name,
    ticketExternalId: row.external_id,
    addressDto: row.address,
    ...customFieldRecord(customFieldValues(row, CUSTOM_FIELD_COLUMNS), GUEST_CUSTOM_FIELD_KEYS),
  };
}

export async function getGuestList(
  scope: Scope,
  eventId: string,
  query: GuestFilter & { page: number; pageSize: number; after?: string },
): Promise<TGuestListResponse> {
  const { activity } = await requireEventOfPublishedActivity(scope, eventId);
  // The contract only lets through cursors that decode.
  const after = query.after ? decodeGuestCursor(query.after) : null;
  const page = await findGuestPage(
    scope.db,
    scope.organizationId,
    eventId,
    { search: query.search, checkedIn: query.checkedIn },
    { after, offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  const last = page.rows.at(-1);
  return {
    guests: page.rows.map((row) => toGuest(row, scope.publicUrl)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    ticketCount: page.ticketCount,
    checkedInCount: page.checkedInCount,
    customFieldLabels: customFieldValues(activity, CUSTOM_FIELD_COLUMNS),
    nextCursor: page.hasMore && last ? encodeGuestCursor({ position: last.position_key }) : null,
  };
}

/** Guests per statement: a few hundred KB of CSV, so memory stays flat whatever the size of the date. */
const CSV_PAGE = 1000;

/**
 * Streams the guest list as CSV: UTF-8 with a BOM for Excel, every §3 Guest column (GUEST_CSV_COLUMNS) and one
 * per question the organiser asked, headed by the question itself; formula-like cells and headers neutralised.
 * Each page of guests is written as one chunk once the client has taken the one before.
 */
export async function writeGuestCsv(scope: Scope, eventId: string, output: Writable): Promise<void> {
  const { activity } = await requireEventOfPublishedActivity(scope, eventId);
  const asked = CUSTOM_FIELD_COLUMNS.filter((column) => activity[column]);
  // A header is the organiser's own question text: a formula there runs in Excel as one in a cell does.
  const headers = [
    ...GUEST_CSV_COLUMNS.map(([, header]) => header),
    ...asked.map((column) => activity[column]!),
  ];
  // A client that hangs up closes the stream: stop reading the database then, rather than wait for a drain.
  const write = async (text: string) => {
    if (!output.write(text)) await Promise.race([once(output, 'drain'), once(output, 'close')]);
    return !output.destroyed;
  };
  let isOpen = await write(`\uFEFF${headers.map(csvCell).join(',')}\n`);
  const isCopied =
    isOpen &&
    (await copyGuestCsvRows(
      scope.db,
      { organizationId: scope.organizationId, eventId, publicUrl: scope.publicUrl, questions: asked },
      output,
    ));
  let after: GuestKey | null = null;
  // PGlite has no COPY to a stream: pages of guests are written by guestCsvLine, to the same bytes.
  while (isOpen && !isCopied) {
    const rows = await findGuestCsvRows(scope.db, {
      organizationId: scope.organizationId,
      eventId,
      after,
      limit: CSV_PAGE,
    });
    let chunk = '';
    for (const row of rows) chunk += `${guestCsvLine(row, scope.publicUrl, asked)}\n`;
    if (chunk) isOpen = await write(chunk);
    const last = rows.at(-1);
    if (rows.length < CSV_PAGE || !last) break;
    after = { position: last.position_key };
  }
  output.end();
}
