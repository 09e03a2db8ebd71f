import type { RawBuilder } from 'kysely';
import { formatLondon } from '@usher/contract/london-time';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { orderPageUrl, ticketPageUrl } from '@usher/contract/ticket-links';
import { findOrderWithTickets, type OrderDeliveryRow, type OrderTicketsRow } from '../sales/tickets.service';
import { receiptLines } from './order-receipt';
import { venueLine } from './ticket.pdf';
import { insertOutboxMessages, outboxInsert, type NewOutboxMessage } from './outbox.repository';
import { fitSms } from './ticket-sms.text';
import { escapeHtml } from './email-html';

/** The ticket link(s) in at most three segments: every link if they fit, otherwise the first and a count. */
export function composeTicketSms(order: OrderTicketsRow, publicUrl: string): string {
  const links = order.tickets.map((ticket) => ticketPageUrl(publicUrl, ticket.externalId));
  const when = formatLondon(order.startAt);
  const count = links.length;
  const candidates: ((name: string) => string)[] =
    count === 1
      ? [(name) => `Your ticket for ${name}, ${when}: ${links[0]}`]
      : [
          (name) => `Your ${count} tickets for ${name}, ${when}:\n${links.join('\n')}`,
          (name) =>
            `Your ${count} tickets for ${name}, ${when}, order ${order.reference}. Ticket 1: ${links[0]} ` +
            `(+${count - 1} more${order.email ? ', all in your email' : ''})`,
        ];
  for (const build of candidates) {
    const text = fitSms(order.eventName, build);
    if (text) return text;
  }
  return `Your ticket: ${links[0]}`;
}

/**
 * An order as its messages are composed when it is stored. The organiser's name is left to the attachments
 * (made when the email is sent), so a free order's statements stay the stock, the date and the order.
 */
export type OrderToDeliver = Omit<OrderDeliveryRow, 'organiserName'>;

/**
 * The ticket email: the date and its venue, the tickets' links, and the receipt (each line, the discount, the
 * total), with the order's page; the tickets' PDF and the date for a calendar go as attachments.
 */
export function composeTicketEmail(order: OrderToDeliver, publicUrl: string) {
  const count = order.tickets.length;
  const noun = count === 1 ? 'ticket' : `${count} tickets`;
  const when = `${formatLondon(order.startAt)} (London time)`;
  const doors = order.doorsOpenAt ? `${formatLondon(order.doorsOpenAt)} (London time)` : null;
  const where = venueLine(order.isOnline, order.address);
  const links = order.tickets.map((ticket) => ticketPageUrl(publicUrl, ticket.externalId));
  const page = orderPageUrl(publicUrl, order.orderId);
  const receipt = receiptLines(order);
  const greeting = `Hello ${order.fullName ?? 'there'},`;
  const intro = `Your ${noun} for ${order.eventName} ${count === 1 ? 'is' : 'are'} attached as a PDF.`;
  const details = [
    `When: ${when}`,
    ...(doors ? [`Doors open: ${doors}`] : []),
    `Where: ${where}`,
    `Order: ${order.reference}`,
  ];
  const calendar = 'To add the date to your calendar, open the attached event.ics.';
  const text = [
    greeting,
    '',
    intro,
    ...details,
    '',
    'Receipt',
    ...receipt,
    `Your order: ${page}`,
    '',
    ...links,
    '',
    'Show the QR code at the door.',
    calendar,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    `<p><strong>Receipt</strong><br>${receipt.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(page)}">Your order</a></p>`,
    `<ul>${links.map((link, index) => `<li><a href="${escapeHtml(link)}">Ticket ${index + 1}</a></li>`).join('')}</ul>`,
    '<p>Show the QR code at the door.</p>',
    `<p>${escapeHtml(calendar)}</p>`,
  ].join('\n');
  return { subject: `Your ${noun} for ${order.eventName}`, text, html };
}

type DeliveryTarget = { organizationId: string; orderId: string; publicUrl: string };

/**
 * The order's messages: an SMS with the ticket link(s) and, when the order has an email, an email with the PDF
 * of all its tickets (rendered when it is sent).
 */
function orderMessages(
  { organizationId, orderId, publicUrl }: DeliveryTarget,
  order: OrderToDeliver,
): NewOutboxMessage[] {
  const messages: NewOutboxMessage[] = [];
  if (order.phone) {
    messages.push({
      organizationId,
      channel: 'sms',
      recipient: order.phone,
      subject: null,
      bodyText: composeTicketSms(order, publicUrl),
      bodyHtml: null,
      attachmentOrderId: null,
    });
  }
  if (order.email) {
    const email = composeTicketEmail(order, publicUrl);
    messages.push({
      organizationId,
      channel: 'email',
      recipient: order.email,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html,
      attachmentOrderId: orderId,
    });
  }
  return messages;
}

/**
 * Adds the order's messages (`orderMessages`) to the outbox inside the caller's transaction. The delivery
 * worker picks them up once the transaction commits.
 */
export async function queueOrderDelivery(
  trx: Db,
  { order: known, ...target }: DeliveryTarget & { order?: OrderToDeliver },
): Promise<string[]> {
  const order = known ?? (await findOrderWithTickets(trx, target.organizationId, target.orderId));
  if (!order || order.tickets.length === 0) throw notFound();
  return insertOutboxMessages(trx, orderMessages(target, order));
}

/**
 * The order's messages, composed before it is stored, as an insert for the order's own statement (a sale's
 * `writeAlong`), so queuing them costs no statement of its own under the date's lock; their outbox ids, for
 * the worker once the transaction commits.
 */
export function orderDeliveryInsert(
  target: DeliveryTarget,
  order: OrderToDeliver,
): { outboxIds: string[]; insert: RawBuilder<unknown> | null } {
  const { ids, insert } = outboxInsert(orderMessages(target, order));
  return { outboxIds: ids, insert };
}
