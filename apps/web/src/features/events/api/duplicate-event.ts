import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDuplicateRequest } from '@usher/contract/duplicate';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { invalidateDates } from './invalidate-dates';

export function duplicateEvent({
  eventId,
  body,
}: {
  eventId: string;
  body: TDuplicateRequest;
}): Promise<{ events: TEvent[] }> {
  return api.post<{ events: TEvent[] }>(`/api/client/event/${encodeURIComponent(eventId)}/copy`, body);
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: () => invalidateDates(queryClient),
  });
}
