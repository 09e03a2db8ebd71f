import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderTicketsPdf } from './ticket.pdf';

/** The text of each line pdfkit drew: its content streams inflated, each TJ's hex strings joined. */
function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image, not text
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

const TICKET = {
  reference: 'USH-0A1B2C3D',
  fullName: 'Mary Seacole',
  organiserName: 'Riverside Arts',
  eventName: 'Jazz by the River',
  startAt: new Date('2026-10-25T00:30:00Z'),
  doorsOpenAt: new Date('2026-10-24T23:45:00Z'),
  isOnline: true,
  address: null,
  tickets: [
    { externalId: 'T01', checkInCode: 'code-1', ticketIndex: 1, groupSize: 1, variantName: 'Standard' },
  ],
};

describe('renderTicketsPdf', () => {
  it('names the organiser and the time the doors open beside the date', async () => {
    const lines = pdfLines(await renderTicketsPdf(TICKET, 'Ticket'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Jazz by the River',
        '25 Oct 2026, 01:30',
        'Doors open 25 Oct 2026, 00:45',
        'Online event',
        'Organiser: Riverside Arts',
        'Ticket 1 of 1',
      ]),
    );
  });

  it('leaves the doors out of a date that gives no time for them', async () => {
    const lines = pdfLines(await renderTicketsPdf({ ...TICKET, doorsOpenAt: null }, 'Ticket'));
    expect(lines.some((line) => line.startsWith('Doors open'))).toBe(false);
    expect(lines).toContain('Organiser: Riverside Arts');
  });
});
