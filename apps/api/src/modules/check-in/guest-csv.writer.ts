import { neutraliseCsvCell } from '@usher/contract/check-in';
import { ticketPdfUrl } from '@usher/contract/ticket-links';
import type { TCustomFieldColumn } from '../../db/custom-field-columns';
import type { GuestCsvRow } from '../sales/tickets.service';
import { salesChannelOf } from '../sales/order-admin.service';

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: empty for null, formula-like text neutralised (`neutraliseCsvCell`), and quoted with its quotes
 * doubled when it holds a comma, a quote or a line break — what csv-stringify did, at a fraction of its cost.
 */
export function csvCell(value: string | null): string {
  if (!value) return '';
  const cell = neutraliseCsvCell(value);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The CSV line of a guest: GUEST_CSV_COLUMNS' columns in order, then the answers to the questions asked. */
export function guestCsvLine(row: GuestCsvRow, publicUrl: string, questions: TCustomFieldColumn[]): string {
  let line =
    `${csvCell(row.full_name)},${csvCell(row.phone)},${csvCell(row.email)},${csvCell(row.variant_name)},` +
    `${row.ticket_index},${row.group_size},${csvCell(row.reference)},${csvCell(row.applied_promo)},` +
    `${salesChannelOf(row.kind, row.total_pence > 0, row.payment_provider)},${row.checked_in_london ? 'Yes' : 'No'},` +
    `${csvCell(row.checked_in_london)},${csvCell(row.external_id)},` +
    `${csvCell(ticketPdfUrl(publicUrl, row.external_id))},${csvCell(row.line1)},${csvCell(row.line2)},` +
    `${csvCell(row.city)},${csvCell(row.post_code)},${csvCell(row.country)}`;
  for (const question of questions) line += `,${csvCell(row[question])}`;
  return line;
}
