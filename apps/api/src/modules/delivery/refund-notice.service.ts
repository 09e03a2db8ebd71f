import { formatLondon } from '@usher/contract/london-time';
import { formatPounds } from '@usher/contract/promo-display';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { findOrderForCustomer, type CustomerOrderRow } from '../sales/online-order-records.service';
import { insertOutboxMessages } from './outbox.repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email telling a customer that a payment which came too late for its order is paid back. */
export function composeRefundEmail(order: CustomerOrderRow) {
  const when = `${formatLondon(order.startAt)} (London time)`;
  const greeting = `Hello ${order.fullName ?? 'there'},`;
  const lines = [
    `Your payment for ${order.activityName} on ${when} arrived after your order could no longer be completed: your tickets were no longer held for you, and no tickets were issued.`,
    `Your payment of ${formatPounds(order.total)} is being refunded in full. It can take a few days to reach your account.`,
    `Order: ${order.reference}`,
  ];
  return {
    subject: `Your payment for ${order.activityName} is being refunded`,
    text: [greeting, '', ...lines].join('\n'),
    html: [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/**
 * Adds the refund email of an online order to the outbox inside the caller's transaction (the one that marks
 * it refunded), so a refund that commits always tells its customer. Nothing when the order has no email.
 */
export async function queueRefundNotice(trx: Db, orderId: string): Promise<string[]> {
  const order = await findOrderForCustomer(trx, orderId);
  if (!order) throw notFound();
  if (!order.email) return [];
  const email = composeRefundEmail(order);
  return insertOutboxMessages(trx, [
    {
      organizationId: order.organizationId,
      channel: 'email',
      recipient: order.email,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html,
      attachmentOrderId: null,
    },
  ]);
}
