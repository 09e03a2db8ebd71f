import { formatPounds } from '@usher/contract/promo-display';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { getOrganisationDetails } from '../organisations/organisation.service';
import { findOrderForCustomer } from '../sales/online-order-records.service';
import { htmlParagraphs } from './email-html';
import { insertOutboxMessages } from './outbox.repository';

/**
 * Emails the organiser that a customer's bank disputed an order's payment (issue 28 §2), through the outbox in
 * the transaction that flags the order: Stripe gives only days to answer, so the organiser must hear of it
 * without opening Usher. Nothing when the organisation has no email address.
 */
export async function queueDisputeNotice(trx: Db, orderId: string, publicUrl: string): Promise<string[]> {
  const order = await findOrderForCustomer(trx, orderId);
  if (!order) throw notFound();
  const organisation = await getOrganisationDetails(trx, order.organizationId, publicUrl);
  if (!organisation.email) return [];
  const lines = [
    `The bank of ${order.fullName ?? order.email ?? 'a customer'} disputed the payment of ${formatPounds(order.total)} for order ${order.reference} (${order.activityName}).`,
    'Stripe holds the disputed amount until the dispute is decided. Please respond to it in your Stripe dashboard before its deadline.',
    'The order is marked as disputed in Orders and in Sales; its tickets are unchanged.',
  ];
  return insertOutboxMessages(trx, [
    {
      organizationId: order.organizationId,
      channel: 'email',
      recipient: organisation.email,
      subject: `Payment disputed: order ${order.reference}`,
      bodyText: lines.join('\n\n'),
      bodyHtml: htmlParagraphs(lines),
      attachmentOrderId: null,
    },
  ]);
}
