import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { honestPart, repeatedPart, zipOf } from '../../../test/hostile-xlsx';
import { AppError } from '../../errors';
import { MAX_XLSX_PART_BYTES, MAX_XLSX_PARTS, MAX_XLSX_UNCOMPRESSED_BYTES } from './spreadsheet.limits';
import { checkedXlsx } from './spreadsheet.zip';

const TOO_LARGE = MESSAGES.receiverFileTooLargeOpened(MAX_XLSX_UNCOMPRESSED_BYTES / 1024 / 1024);
const UNREADABLE = MESSAGES.receiverFileUnreadable;

const refusal = (bytes: Buffer) =>
  checkedXlsx(bytes).then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.message : error),
  );
const filler = (name: string, size: number) => ({
  ...repeatedPart({ head: '', chunk: 'x'.repeat(1024 * 1024), times: size / 1024 / 1024, tail: '' }),
  name,
});

/** Points central directory entry `index` at entry 0's bytes, as an overlapping zip bomb does. */
function pointAtFirstPart(zip: Buffer, index: number): Buffer {
  const patched = Buffer.from(zip);
  const directoryStart = patched.readUInt32LE(patched.length - 22 + 16);
  let at = directoryStart;
  for (let skipped = 0; skipped < index; skipped++) at += 46 + patched.readUInt16LE(at + 28);
  for (const field of [16, 20, 24])
    patched.writeUInt32LE(patched.readUInt32LE(directoryStart + field), at + field);
  patched.writeUInt32LE(0, at + 42);
  return patched;
}

describe('checkedXlsx', () => {
  it('passes a workbook streamed with data descriptors, laid out again so that it reads the same', async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
    writer.addWorksheet('Guests').addRow(['ann@example.test', '07700 900001']).commit();
    await writer.commit();
    const streamed = Buffer.concat(chunks);
    expect(streamed.readUInt16LE(6) & 0x0008).toBe(0x0008);
    const rebuilt = await checkedXlsx(streamed);
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(new Uint8Array(rebuilt).buffer);
    expect(reread.worksheets[0]!.getRow(1).values).toEqual([undefined, 'ann@example.test', '07700 900001']);
    expect(await checkedXlsx(rebuilt)).toEqual(rebuilt);
  });

  it.each([
    [
      `more than ${MAX_XLSX_PARTS} parts`,
      () => zipOf(Array.from({ length: MAX_XLSX_PARTS + 1 }, (_, index) => honestPart(`p${index}`, 'x'))),
      TOO_LARGE,
    ],
    [
      'a part over the part limit',
      () => zipOf([filler('sheet', MAX_XLSX_PART_BYTES + 1024 * 1024)]),
      TOO_LARGE,
    ],
    [
      'parts over the total limit together',
      () => zipOf([filler('a', MAX_XLSX_PART_BYTES), filler('b', MAX_XLSX_PART_BYTES)]),
      TOO_LARGE,
    ],
    [
      'a part inflating past its stated size',
      () => zipOf([{ ...filler('a', 2 * 1024 * 1024), declaredSize: 1024 * 1024 }]),
      TOO_LARGE,
    ],
    [
      'a part inflating short of its stated size',
      () => zipOf([{ ...filler('a', 1024 * 1024), declaredSize: 2 * 1024 * 1024 }]),
      UNREADABLE,
    ],
    [
      'parts sharing their bytes',
      () =>
        pointAtFirstPart(
          pointAtFirstPart(zipOf([filler('a', 1024 * 1024), honestPart('b', 'x'), honestPart('c', 'y')]), 1),
          2,
        ),
      UNREADABLE,
    ],
    ['a zip cut short', () => zipOf([honestPart('a', 'hello')]).subarray(0, 40), UNREADABLE],
  ])('refuses %s', async (_label, build, message) => {
    expect(await refusal(build())).toBe(message);
  });
});
