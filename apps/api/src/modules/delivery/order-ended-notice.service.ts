import { formatLondon } from '@usher/contract/london-time';
import { formatPounds } from '@usher/contract/promo-display';
import type { Db } from '../../db/database';
import type { CustomerOrderRow } from '../sales/online-order-records.service';
import { queueCustomerEmail, type CustomerEmail } from './customer-email.service';
import { htmlParagraphs } from './email-html';

type Email = { subject: string; lines: string[] };

const orderLine = (order: CustomerOrderRow) =>
  `${order.activityName} on ${formatLondon(order.startAt)} (London time)`;

/**
 * The email telling a customer their order was refunded by the organiser or in the provider's dashboard
 * (issue 28 §2): how much goes back, where, and that the tickets no longer get in.
 */
export function composeOrderRefundedEmail(order: CustomerOrderRow): Email {
  return {
    subject: `Your order for ${order.activityName} was refunded`,
    lines: [
      `Your order ${order.reference} for ${orderLine(order)} was refunded by the organiser, and its tickets are no longer valid.`,
      `Your payment of ${formatPounds(order.total)} is going back in full to the card you paid with. It can take 5 to 10 working days to reach your account.`,
    ],
  };
}

/**
 * The email telling a customer the organiser cancelled their order (issue 28 §7): the tickets no longer get
 * in, and what happens to their money: a payment made online is kept unless the organiser refunds it (a refund
 * sends its own email); an order not paid online took nothing.
 */
export function composeOrderCancelledEmail(order: CustomerOrderRow, isPaidOnline: boolean): Email {
  const money = isPaidOnline
    ? `Your payment of ${formatPounds(order.total)} has not been refunded with this cancellation. If the organiser refunds it, you will get another email; otherwise please contact them about it.`
    : 'No payment was taken online for this order, so there is nothing to refund.';
  return {
    subject: `Your order for ${order.activityName} was cancelled`,
    lines: [
      `Your order ${order.reference} for ${orderLine(order)} was cancelled by the organiser, and its tickets are no longer valid.`,
      money,
    ],
  };
}

/** An email about an order's end: a greeting, what happened, and the order's reference. */
function endedOrderEmail(order: CustomerOrderRow, { subject, lines }: Email): CustomerEmail {
  const greeting = `Hello ${order.fullName ?? 'there'},`;
  const reference = `Order: ${order.reference}`;
  return {
    subject,
    text: [greeting, '', ...lines, '', reference].join('\n'),
    html: htmlParagraphs([greeting, ...lines, reference]),
  };
}

/** The refund email of an order, in the transaction that records it refunded. Nothing when it has no email. */
export function queueOrderRefundedNotice(trx: Db, orderId: string): Promise<string[]> {
  return queueCustomerEmail(trx, orderId, (order) =>
    endedOrderEmail(order, composeOrderRefundedEmail(order)),
  );
}

/** The cancel email of an order, in the transaction that cancels it. Nothing when it has no email. */
export function queueOrderCancelledNotice(
  trx: Db,
  orderId: string,
  isPaidOnline: boolean,
): Promise<string[]> {
  return queueCustomerEmail(trx, orderId, (order) =>
    endedOrderEmail(order, composeOrderCancelledEmail(order, isPaidOnline)),
  );
}
