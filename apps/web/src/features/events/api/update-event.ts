import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TEventRequest } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { invalidateDates } from './invalidate-dates';

export function updateEvent({ eventId, body }: { eventId: string; body: TEventRequest }): Promise<TEvent> {
  return api.post<TEvent>(`/api/client/event/${encodeURIComponent(eventId)}/update`, body);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return invalidateDates(queryClient);
    },
  });
}
