import { isEmail } from '@usher/contract/fields';
import { MESSAGES } from '@usher/contract/messages';
import { MAX_RECEIVER_FILE_ROWS, ZReceiverInput, type TSkipReason } from '@usher/contract/mailing-lists';
import { badRequest } from '../../errors';
import type { ReceiverValues } from './mailing-list.repository';

type SkippedRow = { row: number; reason: TSkipReason };
export type FileReceivers = { receivers: ReceiverValues[]; skipped: SkippedRow[] };
type Columns = { email: number | null; phone: number | null };

/** Rows looked at to find the columns by content when the file has no header. */
const SNIFF_ROWS = 20;

const letters = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');
const isEmailHeader = (cell: string) => !isEmail(cell.trim()) && letters(cell).includes('mail');
const isPhoneHeader = (cell: string) =>
  /phone|mobile|^tel($|no|number)|^cell/.test(letters(cell)) && !looksLikePhone(cell);

/** Digits as people write phone numbers: spaces, dashes, dots and brackets between them, maybe a leading +. */
function looksLikePhone(cell: string): boolean {
  return /^\+?[\d\s().-]{9,20}$/.test(cell.trim()) && cell.replace(/\D/g, '').length >= 9;
}

/**
 * A UK number as written at home or abroad, as `+44` and ten digits: `07700 900123`, `+44 (0)7700 900123`,
 * `447700900123`, and `7700900123` (a spreadsheet that stored the number as a number lost its leading 0).
 * Anything else comes back as typed, for the receiver rules to refuse.
 */
export function normaliseUkPhone(cell: string): string {
  const typed = cell.trim();
  if (!looksLikePhone(typed)) return typed;
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith('44')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? `+44${digits}` : typed;
}

/** The email and phone columns named by a header row, or null when the row is not a header. */
export function columnsFromHeader(cells: string[]): Columns | null {
  const email = cells.findIndex(isEmailHeader);
  const phone = cells.findIndex(isPhoneHeader);
  if (email < 0 && phone < 0) return null;
  return { email: email < 0 ? null : email, phone: phone < 0 ? null : phone };
}

/** The columns holding the most emails and the most phone numbers among these rows. */
export function columnsFromContent(rows: string[][]): Columns {
  const best = (test: (cell: string) => boolean, except: number | null) => {
    const counts = new Map<number, number>();
    for (const cells of rows) {
      cells.forEach((cell, index) => {
        if (index !== except && test(cell.trim())) counts.set(index, (counts.get(index) ?? 0) + 1);
      });
    }
    const [column] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [null];
    return column;
  };
  const email = best(isEmail, null);
  return { email, phone: best(looksLikePhone, email) };
}

const REASON_OF_FIELD: Record<string, TSkipReason> = { email: 'badEmail', phone: 'badPhone' };

/** One data row as a receiver, or the reason it is skipped; null for a blank row. */
export function toReceiver(cells: string[], columns: Columns): ReceiverValues | TSkipReason | null {
  if (cells.every((cell) => cell.trim() === '')) return null;
  const cell = (column: number | null) => (column === null ? '' : (cells[column] ?? '').trim());
  const parsed = ZReceiverInput.safeParse({
    email: cell(columns.email) || null,
    phone: normaliseUkPhone(cell(columns.phone)) || null,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.message === MESSAGES.addPhoneOrEmail) return 'noContact';
  return REASON_OF_FIELD[String(issue?.path[0])] ?? 'noContact';
}

/**
 * Turns a file's rows into receivers as they stream past: finds the columns by the header, or by content in
 * the first rows when there is none, and skips invalid rows and rows whose email or phone came earlier.
 */
export class ReceiverRowReader {
  private columns: Columns | null = null;
  private pending: { row: number; cells: string[] }[] = [];
  private dataRows = 0;
  private readonly emails = new Set<string>();
  private readonly phones = new Set<string>();
  readonly result: FileReceivers = { receivers: [], skipped: [] };

  push(row: number, cells: string[]): void {
    if (this.columns) return this.take(row, cells);
    if (cells.every((cell) => cell.trim() === '')) return;
    if (this.pending.length === 0) {
      const header = columnsFromHeader(cells);
      if (header) {
        this.columns = header;
        return;
      }
    }
    this.pending.push({ row, cells });
    if (this.pending.length >= SNIFF_ROWS) this.settleColumns();
  }

  /** Everything read; refuses a file with no email or phone column or no data rows. */
  finish(): FileReceivers {
    if (!this.columns) this.settleColumns();
    if (this.dataRows === 0)
      throw badRequest(MESSAGES.receiverFileEmpty, { file: MESSAGES.receiverFileEmpty });
    return this.result;
  }

  private settleColumns(): void {
    const columns = columnsFromContent(this.pending.map((p) => p.cells));
    if (columns.email === null && columns.phone === null && this.pending.length > 0) {
      throw badRequest(MESSAGES.receiverFileUnreadable, { file: MESSAGES.receiverFileUnreadable });
    }
    this.columns = columns;
    for (const { row, cells } of this.pending) this.take(row, cells);
    this.pending = [];
  }

  private take(row: number, cells: string[]): void {
    const receiver = toReceiver(cells, this.columns!);
    if (receiver === null) return;
    if (++this.dataRows > MAX_RECEIVER_FILE_ROWS) {
      const message = MESSAGES.receiverFileTooManyRows(MAX_RECEIVER_FILE_ROWS);
      throw badRequest(message, { file: message });
    }
    if (typeof receiver === 'string') return void this.result.skipped.push({ row, reason: receiver });
    const { email, phone } = receiver;
    if ((email && this.emails.has(email)) || (phone && this.phones.has(phone))) {
      return void this.result.skipped.push({ row, reason: 'duplicate' });
    }
    if (email) this.emails.add(email);
    if (phone) this.phones.add(phone);
    this.result.receivers.push(receiver);
  }
}
