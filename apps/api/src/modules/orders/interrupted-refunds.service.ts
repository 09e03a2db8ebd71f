import { MESSAGES } from '@usher/contract/messages';
import type { Db } from '../../db/database';
import { withDates } from '../sales/locked-sale.service';
import { findRefundsPendingSince } from '../sales/order-admin.service';

/**
 * How long a refund may stay with the payment provider: its client gives up on a call within about a minute
 * (20 s, two retries), and a refund the provider did make reaches Usher by its own notice (`charge.refunded`)
 * within seconds. An order still `refund_pending` after this was left by a process that died mid-refund.
 */
export const REFUND_ANSWERED_WITHIN_MS = 10 * 60 * 1000;

/**
 * Puts back as they were (paid, or cancelled) the orders whose refund was interrupted before the provider
 * answered, saying so on each for the organiser, who may refund again. Each under its date's lock, through the
 * same `failRefund` a refused refund takes, so a refund completing meanwhile wins.
 */
export async function restoreInterruptedRefunds(db: Db, now: Date = new Date()): Promise<number> {
  const stuck = await findRefundsPendingSince(db, new Date(now.getTime() - REFUND_ANSWERED_WITHIN_MS));
  for (const order of stuck) {
    await withDates(db, order.organizationId, [order.eventId], (sale) =>
      sale.failRefund(order.id, MESSAGES.refundInterrupted),
    );
  }
  return stuck.length;
}
