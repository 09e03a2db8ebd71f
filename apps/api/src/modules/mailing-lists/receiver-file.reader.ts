import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { MESSAGES } from '@usher/contract/messages';
import { AppError, badRequest } from '../../errors';
import { ReceiverRowReader, type FileReceivers } from './receiver-columns.parser';
import { MAX_RECEIVER_CELL_CHARS } from './spreadsheet.limits';
import { checkedXlsx } from './spreadsheet.zip';

type Row = { number: number; cells: string[] };
type FileKind = 'xlsx' | 'csv-utf8' | 'csv-latin1';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SNIFF_BYTES = 8192;

const unreadable = () =>
  badRequest(MESSAGES.receiverFileUnreadable, { file: MESSAGES.receiverFileUnreadable });

/**
 * What the bytes are, whatever the file is called: a zip is taken for XLSX (exceljs refuses other zips), and
 * text without control bytes for CSV, in UTF-8 when it decodes as such and Windows' Latin-1 otherwise.
 */
function detectFileKind(bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  const sample = bytes.subarray(0, SNIFF_BYTES);
  // Tab, line feed, form feed and carriage return are text; any other control byte means a binary file.
  if (
    sample.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d)
  ) {
    return null;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'csv-utf8';
  } catch {
    return 'csv-latin1';
  }
}

/** `;` when the first line has more of them than commas (European spreadsheets), `,` otherwise. */
function sniffDelimiter(bytes: Buffer): ',' | ';' {
  const firstLine = bytes.subarray(0, SNIFF_BYTES).toString('latin1').split(/\r?\n/, 1)[0] ?? '';
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

async function* csvRows(bytes: Buffer, encoding: 'utf8' | 'latin1'): AsyncGenerator<Row> {
  const parser = Readable.from([bytes]).pipe(
    parse({
      bom: true,
      encoding,
      delimiter: sniffDelimiter(bytes),
      relax_column_count: true,
      relax_quotes: true,
    }),
  );
  let number = 0;
  for await (const record of parser as AsyncIterable<string[]>) yield { number: ++number, cells: record };
}

/** The text a spreadsheet shows for a cell: hyperlinks, rich text and formulas give their text or result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined || value instanceof Date) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'object') return '';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * Rows of the first worksheet, streamed once the zip is within the limits; a zip without a worksheet is not a
 * spreadsheet.
 */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<Row> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([await checkedXlsx(bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      yield { number: row.number, cells: Array.from(values.slice(1), cellText) };
    }
    return;
  }
  throw unreadable();
}

/** The receivers a CSV or XLSX file holds and the rows it skips, read as a stream of rows. */
export async function readReceiverFile(bytes: Buffer): Promise<FileReceivers> {
  if (bytes.length === 0) throw badRequest(MESSAGES.receiverFileEmpty, { file: MESSAGES.receiverFileEmpty });
  const kind = detectFileKind(bytes);
  if (!kind) throw unreadable();
  const reader = new ReceiverRowReader();
  const rows = kind === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes, kind === 'csv-utf8' ? 'utf8' : 'latin1');
  try {
    for await (const row of rows) {
      if (row.cells.some((cell) => cell.length > MAX_RECEIVER_CELL_CHARS)) {
        const message = MESSAGES.receiverFileCellTooLong(row.number, MAX_RECEIVER_CELL_CHARS);
        throw badRequest(message, { file: message });
      }
      reader.push(row.number, row.cells);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A parser's complaint (broken zip, unbalanced quotes) is about the file, not the server.
    throw unreadable();
  }
  return reader.finish();
}
