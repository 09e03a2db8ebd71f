import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { findOrderForCustomer, type CustomerOrderRow } from '../sales/online-order-records.service';
import { insertOutboxMessages } from './outbox.repository';

/** An email about an order, written for its customer. */
export type CustomerEmail = { subject: string; text: string; html: string };

/**
 * Adds an email about an order to its customer's outbox in the caller's transaction, the one making the change,
 * so a change that commits always tells its customer. Nothing when the order has no email.
 */
export async function queueCustomerEmail(
  trx: Db,
  orderId: string,
  compose: (order: CustomerOrderRow) => CustomerEmail,
): Promise<string[]> {
  const order = await findOrderForCustomer(trx, orderId);
  if (!order) throw notFound();
  if (!order.email) return [];
  const email = compose(order);
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
