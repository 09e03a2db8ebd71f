import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicOrder } from '@usher/contract/checkout';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** While the payment is pending the confirmation page asks again this often. */
export const PENDING_POLL_MS = 2000;

export function getPublicOrder(orderId: string): Promise<TPublicOrder> {
  return api.get<TPublicOrder>(`/api/public/orders/${encodeURIComponent(orderId)}`);
}

export function getPublicOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.publicOrder(orderId),
    queryFn: () => getPublicOrder(orderId),
  });
}

/** Polled every 2 s while the payment is pending, then left alone. */
export function usePublicOrder(orderId: string) {
  return useQuery({
    ...getPublicOrderQueryOptions(orderId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
