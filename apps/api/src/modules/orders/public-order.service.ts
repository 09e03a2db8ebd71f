import type { TPublicOrder } from '@usher/contract/checkout';
import { ticketPdfUrl } from '@usher/contract/ticket-links';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { findOrderForCustomer } from '../sales/online-order-records.service';

/**
 * An order by its unguessable id, as its confirmation page shows it (issue 16 §1.3): its status as stored and,
 * once paid, its valid tickets with the code their QR encodes and their PDF. 404 for an unknown id.
 */
export async function getPublicOrder(db: Db, publicUrl: string, orderId: string): Promise<TPublicOrder> {
  const order = await findOrderForCustomer(db, orderId);
  if (!order) throw notFound();
  return {
    orderId: order.id,
    orderReference: order.reference,
    status: order.status,
    total: order.total,
    discount: order.discount,
    email: order.email,
    activityName: order.activityName,
    eventId: order.eventId,
    eventStartAt: order.startAt.toISOString(),
    tickets: order.tickets.map((ticket) => ({
      externalId: ticket.externalId,
      ticketVariantName: ticket.variantName,
      price: ticket.price,
      discountedPrice: ticket.price - ticket.discount,
      qrLink: ticket.checkInCode,
      pdfUrl: ticketPdfUrl(publicUrl, ticket.externalId),
    })),
  };
}
