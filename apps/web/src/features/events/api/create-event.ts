import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TEventRequest } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { invalidateDates } from './invalidate-dates';

export function createEvent(body: TEventRequest): Promise<TEvent> {
  return api.post<TEvent>('/api/client/event/', body);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => invalidateDates(queryClient),
  });
}
