import type { OrderStatus } from '../../db/database';

type OrderMoney = {
  kind: 'free' | 'cash' | 'online';
  status: OrderStatus;
  paidAt: Date | string | null;
  paymentSessionId: string | null;
};

/**
 * Whether an order's money can be refunded (issue 28 §2): it was paid online, and is paid or was cancelled since
 * (a cancel keeps the money until the organiser refunds it). Not while a refund is under way, nor after one.
 */
export function isRefundableOrder(order: OrderMoney): boolean {
  const isPaidOnline = order.kind === 'online' && order.paidAt !== null && order.paymentSessionId !== null;
  return isPaidOnline && (order.status === 'paid' || order.status === 'cancelled');
}
