import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteEventResponse } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { invalidateDates } from './invalidate-dates';

/**
 * 409 when tickets were sold or reserved meanwhile. The server unpublishes the activity with its last date (§4)
 * and says so in `activityUnpublished`.
 */
export function deleteEvent(eventId: string): Promise<TDeleteEventResponse> {
  return api.post<TDeleteEventResponse>(`/api/client/event/${encodeURIComponent(eventId)}/delete`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_answer, eventId) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      await invalidateDates(queryClient);
    },
  });
}
