import type { Db } from '../../db/database';
import { cancelPaymentRows, insertPaymentExpiryRow, makePaymentRowsDue } from './outbox.repository';

/** An order's payment at the provider: its session, the connected account it is on, and its organiser. */
export type PaymentToClose = { organizationId: string; sessionId: string; accountId: string | null };

/**
 * Schedules, in the caller's transaction, the close of a payment at the provider (issue 28 §3) when its hold
 * ends (`at`), or at once (null): an outbox row retried until the provider confirms, so no payment can start
 * for places that were let go. Answers the row's id when it is due now, for the caller to hand over once
 * committed (else the relay takes it when its time comes).
 */
export async function queuePaymentExpiry(
  trx: Db,
  payment: PaymentToClose,
  at: Date | null,
): Promise<string[]> {
  const id = await insertPaymentExpiryRow(trx, { ...payment, notBefore: at });
  return at === null ? [id] : [];
}

/**
 * Closes a payment at once instead of at its hold's end: its hold was released (its order abandoned or
 * cancelled). Answers the ids to hand over once committed.
 */
export function expirePaymentNow(trx: Db, sessionId: string): Promise<string[]> {
  return makePaymentRowsDue(trx, sessionId);
}

/** Nothing to close: the payment was made (or the provider closed it itself). */
export function dropPaymentExpiry(trx: Db, sessionId: string): Promise<void> {
  return cancelPaymentRows(trx, sessionId);
}
