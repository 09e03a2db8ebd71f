import { formatLondon } from '@usher/contract/london-time';
import { formatPounds } from '@usher/contract/promo-display';
import type { Db } from '../../db/database';
import type { CustomerOrderRow } from '../sales/online-order-records.service';
import { queueCustomerEmail, type CustomerEmail } from './customer-email.service';
import { htmlParagraphs } from './email-html';

/** The email telling a customer that a payment which came too late for its order is paid back. */
export function composeRefundEmail(order: CustomerOrderRow): CustomerEmail {
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
    html: htmlParagraphs([greeting, ...lines]),
  };
}

/**
 * Adds the refund email of an online order to the outbox inside the caller's transaction (the one that marks
 * it refunded), so a refund that commits always tells its customer. Nothing when the order has no email.
 */
export function queueRefundNotice(trx: Db, orderId: string): Promise<string[]> {
  return queueCustomerEmail(trx, orderId, composeRefundEmail);
}
