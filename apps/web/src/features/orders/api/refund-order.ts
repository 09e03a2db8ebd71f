import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrganiserOrder } from '@usher/contract/sales';
import { api } from '../../../lib/api-client';
import { activityKeys } from '../../activities/api/activity-keys';
import { eventKeys } from '../../events/api/event-keys';

/** Refunds a paid online order in full; 409 for any other order, 503 when the provider refused (nothing changed). */
export function refundOrder(orderReference: string): Promise<TOrganiserOrder> {
  return api.post<TOrganiserOrder>(`/api/client/order/${encodeURIComponent(orderReference)}/refund`);
}

export function useRefundOrder(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
      ]),
  });
}
