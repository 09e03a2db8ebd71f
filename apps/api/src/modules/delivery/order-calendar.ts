import { orderPageUrl } from '@usher/contract/ticket-links';
import type { OrderDeliveryRow } from '../sales/tickets.service';
import { venueLine } from './ticket.pdf';

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** `20261025T003000Z`: a UTC date-time, which every calendar shows in its own time zone. */
const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A content line folded at 75 octets, as RFC 5545 asks, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (Buffer.byteLength(part + char) > limit) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/**
 * The order's date as an iCalendar event (`event.ics`, attached to the ticket email): mail programs offer to
 * add it to the guest's calendar. Its UID is the order's, so a second copy updates the first.
 */
export function orderCalendarEvent(
  order: Pick<
    OrderDeliveryRow,
    'orderId' | 'reference' | 'eventName' | 'organiserName' | 'startAt' | 'endAt' | 'isOnline' | 'address'
  >,
  publicUrl: string,
  now: Date = new Date(),
): string {
  const page = orderPageUrl(publicUrl, order.orderId);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Usher//Tickets//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${order.orderId}@usher`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(order.startAt)}`,
    ...(order.endAt ? [`DTEND:${utc(order.endAt)}`] : []),
    `SUMMARY:${escapeText(order.eventName)}`,
    `LOCATION:${escapeText(venueLine(order.isOnline, order.address))}`,
    `DESCRIPTION:${escapeText(`${order.organiserName}. Order ${order.reference}: ${page}`)}`,
    `URL:${page}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
