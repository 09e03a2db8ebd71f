import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicOrder } from '@usher/contract/checkout';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** The test payment page's Cancel: abandons the payment, freeing the order's places. */
export function cancelTestPayment(orderId: string): Promise<TPublicOrder> {
  return api.post<TPublicOrder>(`/api/public/test-payments/${encodeURIComponent(orderId)}/cancel`);
}

export function useCancelTestPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTestPayment(orderId),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.publicOrder(orderId), order),
  });
}
