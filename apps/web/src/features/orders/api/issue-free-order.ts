import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFreeOrderRequest, TFreeOrderResponse } from '@usher/contract/orders';
import { api } from '../../../lib/api-client';
import { activityKeys } from '../../activities/api/activity-keys';
import { eventKeys } from '../../events/api/event-keys';
import { promoCodeKeys } from '../../promo-codes/api/promo-code-keys';

/** 400 with field messages, 409 sold out or over, 503 when another issue holds the date. */
export function issueFreeOrder(body: TFreeOrderRequest): Promise<TFreeOrderResponse> {
  return api.post<TFreeOrderResponse>('/api/client/order/free', body);
}

/** Whatever the answer, the date's counters and a code's uses may have moved: refresh them wherever they show. */
export function useIssueFreeOrder({ activityId, eventId }: { activityId: string; eventId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueFreeOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.dates(activityId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.currentEvents() }),
        queryClient.invalidateQueries({ queryKey: promoCodeKeys.all }),
      ]),
  });
}
