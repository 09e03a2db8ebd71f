import zlib from 'node:zlib';

/** One part of a hand-made zip: its deflated bytes and the uncompressed size its headers state, true or not. */
type ZipPart = { name: string; deflated: Buffer; declaredSize: number };

/**
 * A part of `head`, `chunk` repeated `times`, then `tail`, deflated from one compressed copy of the chunk
 * (each piece ends on a byte boundary, so copies follow each other): gigabytes of XML in a few megabytes,
 * made in milliseconds. It states its true size unless told another.
 */
export function repeatedPart(
  text: { head: string; chunk: string; times: number; tail: string },
  declaredSize = Buffer.byteLength(text.head + text.tail) + Buffer.byteLength(text.chunk) * text.times,
): ZipPart {
  const piece = (part: string) =>
    zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const copy = piece(text.chunk);
  return {
    name: '',
    deflated: Buffer.concat([
      piece(text.head),
      ...Array<Buffer>(text.times).fill(copy),
      zlib.deflateRawSync(text.tail),
    ]),
    declaredSize,
  };
}

/** A zip as spreadsheet programs write it (no data descriptors), its headers stating `declaredSize`. CRCs are 0: nothing checks them. */
export function zipOf(parts: ZipPart[]): Buffer {
  const local: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const fields = Buffer.alloc(24);
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(8, 4);
    fields.writeUInt32LE(part.deflated.length, 14);
    fields.writeUInt32LE(part.declaredSize, 18);
    fields.writeUInt16LE(name.length, 22);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    fields.copy(header, 4);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    fields.copy(entry, 6);
    entry.writeUInt32LE(offset, 42);
    local.push(header, name, part.deflated);
    directory.push(entry, name);
    offset += header.length + name.length + part.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const RELATION = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Shared strings as an .xlsx stores them: the head, the `<si>` items, the tail. */
export const SHARED_STRINGS_HEAD = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`;
export const SHARED_STRINGS_TAIL = '</sst>';
export const sharedString = (text: string) => `<si><t>${text}</t></si>`;

/** A part holding `text` as it is. */
export const honestPart = (name: string, text: string): ZipPart => ({
  name,
  deflated: zlib.deflateRawSync(text),
  declaredSize: Buffer.byteLength(text),
});

/**
 * A one-sheet workbook whose first cell is shared string 0, then one email per row, around the shared
 * strings part given (a bomb, or an ordinary one), in the order Excel writes the parts.
 */
export function workbookAround(sharedStrings: ZipPart, emails: string[]): Buffer {
  const rows = emails
    .map(
      (email, index) =>
        `<row r="${index + 2}"><c r="A${index + 2}" t="inlineStr"><is><t>${email}</t></is></c></row>`,
    )
    .join('');
  return zipOf([
    honestPart(
      '_rels/.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATION}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    honestPart(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATION}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATION}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    honestPart(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${RELATION}"><sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    { ...sharedStrings, name: 'xl/sharedStrings.xml' },
    honestPart(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row>${rows}</sheetData></worksheet>`,
    ),
  ]);
}
