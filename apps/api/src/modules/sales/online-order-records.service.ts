import type { Db } from '../../db/database';
import {
  expireOrdersOfEndedHolds,
  findCustomerOrder,
  findOrderOwner,
  setPaymentSession,
} from './online-order.repository';

// What other modules may ask of online orders. Their checkout, payment and abandon are `LockedSale`'s
// (`online-order.service.ts`, inside sales/ only); nothing here changes what is sold or held.

export type { CustomerOrderRow } from './online-order.repository';

/** The organiser and date of an order by its unguessable id, to take the date's lock; undefined if unknown. */
export function findOrderDate(db: Db, orderId: string) {
  return findOrderOwner(db, orderId);
}

/**
 * Records the provider's payment for an order, with the organiser's connected account it is taken on (so a
 * refund goes there); not stock: its places are held by its hold meanwhile.
 */
export function recordPaymentSession(
  db: Db,
  orderId: string,
  sessionId: string,
  accountId: string | null = null,
): Promise<void> {
  return setPaymentSession(db, orderId, sessionId, accountId);
}

/** An order with its date and valid tickets, as its customer sees it on the confirmation page. */
export function findOrderForCustomer(db: Db, orderId: string) {
  return findCustomerOrder(db, orderId);
}

/** Housekeeping: pending orders whose hold ended before `before` are marked expired (they count nowhere already). */
export function expireAbandonedOrders(db: Db, before: Date): Promise<number> {
  return expireOrdersOfEndedHolds(db, before);
}
