import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrganiserOrder } from '@usher/contract/sales';
import { api } from '../../../lib/api-client';
import { activityKeys } from '../../activities/api/activity-keys';
import { eventKeys } from '../../events/api/event-keys';

/** 409 when the order already ended; its tickets then answer red at the door and their places are free. */
export function cancelOrder(orderReference: string): Promise<TOrganiserOrder> {
  return api.post<TOrganiserOrder>(`/api/client/order/${encodeURIComponent(orderReference)}/cancel`);
}

/** Counts move with a cancel: refresh the date, its sales, orders and ticket counters (all under its key). */
export function useCancelOrder(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
      ]),
  });
}
