import zlib from 'node:zlib';
import { AppError } from '../../errors';
import {
  MAX_XLSX_PART_BYTES,
  MAX_XLSX_PARTS,
  MAX_XLSX_UNCOMPRESSED_BYTES,
  tooLargeOpened,
  unreadableFile,
} from './spreadsheet.limits';

/** One part of the zip as its central directory describes it, with its compressed bytes. */
type Part = {
  name: Buffer;
  /** The central directory's version needed, flags, method, time, date, CRC, sizes and name length, as stored. */
  fields: Buffer;
  method: number;
  size: number;
  data: Buffer;
};

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_LENGTH = 22;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;
const MAX_COMMENT_LENGTH = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;

/** The End Of Central Directory record: the last 22 bytes, or further back when the zip carries a comment. */
function findEndRecord(bytes: Buffer): number {
  const last = bytes.length - END_LENGTH;
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT_LENGTH); at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw unreadableFile();
}

/** A part's compressed bytes, found through its local header and kept inside the area before the directory. */
function dataOf(bytes: Buffer, localStart: number, compressedSize: number, limit: number): Buffer {
  if (localStart + LOCAL_LENGTH > limit || bytes.readUInt32LE(localStart) !== LOCAL_SIGNATURE) {
    throw unreadableFile();
  }
  const start =
    localStart + LOCAL_LENGTH + bytes.readUInt16LE(localStart + 26) + bytes.readUInt16LE(localStart + 28);
  if (start + compressedSize > limit) throw unreadableFile();
  return bytes.subarray(start, start + compressedSize);
}

/**
 * The parts the central directory lists, refused before anything is inflated when there are too many or
 * their declared sizes exceed the limits. A size of 0xFFFFFFFF (ZIP64, 4 GB or more) exceeds them too.
 */
function readParts(bytes: Buffer): Part[] {
  const end = findEndRecord(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (count > MAX_XLSX_PARTS) throw tooLargeOpened();
  if (directoryStart + bytes.readUInt32LE(end + 12) > end) throw unreadableFile();
  const parts: Part[] = [];
  let total = 0;
  let compressedTotal = 0;
  for (let index = 0, at = directoryStart; index < count; index++) {
    if (at + CENTRAL_LENGTH > end || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadableFile();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    total += size;
    if (size > MAX_XLSX_PART_BYTES || total > MAX_XLSX_UNCOMPRESSED_BYTES) throw tooLargeOpened();
    if (flags & FLAG_ENCRYPTED || (method !== STORED && method !== DEFLATED)) throw unreadableFile();
    if (method === STORED && compressedSize !== size) throw unreadableFile();
    // Parts that share their bytes (an overlapping zip bomb) add up to more than the file holds.
    compressedTotal += compressedSize;
    if (compressedTotal > directoryStart) throw unreadableFile();
    const fields = Buffer.from(bytes.subarray(at + 6, at + 30));
    fields.writeUInt16LE(flags & ~FLAG_DATA_DESCRIPTOR, 2);
    parts.push({
      name: bytes.subarray(at + CENTRAL_LENGTH, at + CENTRAL_LENGTH + nameLength),
      fields,
      method,
      size,
      data: dataOf(bytes, bytes.readUInt32LE(at + 42), compressedSize, directoryStart),
    });
    at += CENTRAL_LENGTH + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return parts;
}

/** Inflates a part with a byte budget of its declared size, keeping nothing: a part that claims less is refused. */
async function checkInflatedSize(part: Part): Promise<void> {
  if (part.method === STORED) return;
  const inflater = zlib.createInflateRaw();
  inflater.end(part.data);
  let inflated = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > part.size) throw tooLargeOpened();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadableFile();
  }
  if (inflated !== part.size) throw unreadableFile();
}

/**
 * The same parts laid out again from the central directory, sizes in every local header and no data
 * descriptors: exceljs reads a zip front to back by its local headers, which could otherwise hide parts the
 * directory does not list or sizes it does not state.
 */
function rebuiltZip(parts: Part[]): Buffer {
  const local: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const header = Buffer.alloc(LOCAL_LENGTH);
    header.writeUInt32LE(LOCAL_SIGNATURE, 0);
    part.fields.copy(header, 4);
    const entry = Buffer.alloc(CENTRAL_LENGTH);
    entry.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    entry.writeUInt16LE(part.fields.readUInt16LE(0), 4);
    part.fields.copy(entry, 6);
    entry.writeUInt32LE(offset, 42);
    local.push(header, part.name, part.data);
    directory.push(entry, part.name);
    offset += LOCAL_LENGTH + part.name.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(END_LENGTH);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directoryBytes, end]);
}

/**
 * An .xlsx checked against the limits before exceljs sees it: the declared sizes first, then each part
 * inflated with a budget of what it declares, then the parts laid out as declared.
 */
export async function checkedXlsx(bytes: Buffer): Promise<Buffer> {
  const parts = readParts(bytes);
  for (const part of parts) await checkInflatedSize(part);
  return rebuiltZip(parts);
}
