import type { TOrderStatus } from '@usher/contract/checkout';
import { MESSAGES } from '@usher/contract/messages';

/** What the confirmation page says of an order that has no tickets to show; null for pending and paid. */
export function endedOrderMessage(status: TOrderStatus): string | null {
  if (status === 'expired') return MESSAGES.publicOrderExpired;
  if (status === 'cancelled') return MESSAGES.publicOrderCancelled;
  if (status === 'refunded') return MESSAGES.publicOrderRefunded;
  return null;
}
