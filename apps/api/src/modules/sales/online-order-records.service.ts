import type { Db } from '../../db/database';
import { expireOrdersOfEndedHolds, findCustomerOrder, findOrderOwner } from './online-order.repository';

// What other modules may ask of online orders. Their checkout, payment and abandon are `LockedSale`'s
// (`online-order.service.ts`, inside sales/ only), and so is recording its payment (`sale.recordPayment`); nothing
// here changes what is sold or held.

export type { CustomerOrderRow } from './online-order.repository';

/** The organiser and date of an order by its unguessable id, to take the date's lock; undefined if unknown. */
export function findOrderDate(db: Db, orderId: string) {
  return findOrderOwner(db, orderId);
}

/** An order with its date and valid tickets, as its customer sees it on the confirmation page. */
export function findOrderForCustomer(db: Db, orderId: string) {
  return findCustomerOrder(db, orderId);
}

/** Housekeeping: pending orders whose hold ended before `before` are marked expired (they count nowhere already). */
export function expireAbandonedOrders(db: Db, before: Date): Promise<number> {
  return expireOrdersOfEndedHolds(db, before);
}
