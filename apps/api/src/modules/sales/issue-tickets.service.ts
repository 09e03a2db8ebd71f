import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import { insertOrderWithTickets, type NewOrder } from './order.repository';
import { requireSelectionFits, type EventStock } from './stock.service';

export type IssuedOrder = { orderId: string; reference: string; ticketIds: string[]; externalIds: string[] };

/**
 * Issues an order's tickets if the date can take them: the caller holds the date's lock (`withEventLock`) and
 * read `stock` after taking it, so the count compared here is the count the insert lands on.
 */
export async function issueTickets(trx: Db, order: NewOrder & { stock: EventStock }): Promise<IssuedOrder> {
  const selection = Object.fromEntries(order.items.map((item) => [item.variantId, item.quantity]));
  if (Object.keys(selection).length !== order.items.length) {
    throw badRequest(MESSAGES.repeatedTicketType, { items: MESSAGES.repeatedTicketType });
  }
  await requireSelectionFits(trx, order.organizationId, order.eventId, order.stock, selection);
  return insertOrderWithTickets(trx, order);
}
