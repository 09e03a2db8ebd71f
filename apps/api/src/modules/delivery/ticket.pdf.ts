import { formatLondon } from '@usher/contract/london-time';
import { formatAddress } from '@usher/contract/fields';
import type { AddressJson, Db } from '../../db/database';
import { notFound } from '../../errors';
import { findOrderWithTickets, type OrderDeliveryRow, type OrderTicketsRow } from '../sales/tickets.service';

/** Where the ticket is for, on one line: the address with its country, or 'Online event'. */
export function venueLine(isOnline: boolean, address: AddressJson | null): string {
  if (isOnline || !address) return 'Online event';
  return formatAddress(address);
}

/** The order with its valid tickets, as its email's attachments are made from it; 404 when none is left. */
export async function requireOrderToAttach(
  db: Db,
  organizationId: string,
  orderId: string,
): Promise<OrderDeliveryRow> {
  const order = await findOrderWithTickets(db, organizationId, orderId);
  if (!order || order.tickets.length === 0) throw notFound();
  return order;
}

/**
 * One A6 page per ticket given, each with the ticket's QR code (its check-in code); the public ticket PDF
 * passes a single ticket. Uses pdfkit's built-in Helvetica, which covers Latin-1 only: other scripts print as gaps.
 */
export async function renderTicketsPdf(
  order: Pick<
    OrderDeliveryRow,
    | 'reference'
    | 'fullName'
    | 'organiserName'
    | 'eventName'
    | 'startAt'
    | 'doorsOpenAt'
    | 'isOnline'
    | 'address'
  > & { tickets: OrderTicketsRow['tickets'] },
  title: string,
): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  const codes = await Promise.all(
    order.tickets.map((ticket) =>
      QRCode.toBuffer(ticket.checkInCode, { type: 'png', width: 360, margin: 1, errorCorrectionLevel: 'M' }),
    ),
  );
  // pdfkit takes a fifth of a second to load: only the first PDF pays it, not every start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A6',
    margin: 24,
    autoFirstPage: false,
    info: { Title: title, Author: 'Usher' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  order.tickets.forEach((ticket, index) => {
    doc.addPage();
    const { width, height } = doc.page;
    const textWidth = width - 48;
    doc.font('Helvetica-Bold').fontSize(14).text(order.eventName, { width: textWidth });
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
    doc.text(formatLondon(order.startAt), { width: textWidth });
    if (order.doorsOpenAt) doc.text(`Doors open ${formatLondon(order.doorsOpenAt)}`, { width: textWidth });
    doc.text(venueLine(order.isOnline, order.address), { width: textWidth });
    doc.text(`Organiser: ${order.organiserName}`, { width: textWidth });
    doc.moveDown(0.5);
    if (order.fullName) doc.font('Helvetica-Bold').text(order.fullName, { width: textWidth });
    doc.font('Helvetica').text(ticket.variantName, { width: textWidth });
    doc.text(`Ticket ${ticket.ticketIndex} of ${ticket.groupSize}`, { width: textWidth });
    doc.text(`Order ${order.reference}`, { width: textWidth });
    const size = 150;
    const top = Math.min(doc.y + 12, height - 24 - size);
    doc.image(codes[index]!, (width - size) / 2, top, { width: size, height: size });
  });
  doc.end();
  return done;
}
