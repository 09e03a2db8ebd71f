import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicOrder } from '@usher/contract/checkout';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** The test payment page's Pay: confirms the order as a provider would; 404 when a real provider is set. */
export function payTestPayment(orderId: string): Promise<TPublicOrder> {
  return api.post<TPublicOrder>(`/api/public/test-payments/${encodeURIComponent(orderId)}/pay`);
}

export function usePayTestPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payTestPayment(orderId),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.publicOrder(orderId), order),
  });
}
