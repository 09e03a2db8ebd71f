import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { getActivityEvents } from '../../activities/api/get-activity-events';
import { eventKeys } from './event-keys';
import { invalidateDates } from './invalidate-dates';

/** Whether the activity is published and this is its only date, read just before deleting it (§4). */
async function isLastDateOfPublished(event: TEvent): Promise<boolean> {
  if (!event.activityPublished) return false;
  const [current, past] = await Promise.all([
    getActivityEvents(event.activityId, 'current'),
    getActivityEvents(event.activityId, 'past'),
  ]);
  return current.length + past.length <= 1;
}

/** 409 when tickets were sold or reserved meanwhile. */
export async function deleteEvent(event: TEvent): Promise<{ wasLastOfPublished: boolean }> {
  const wasLastOfPublished = await isLastDateOfPublished(event);
  await api.post(`/api/client/event/${encodeURIComponent(event.id)}/delete`);
  return { wasLastOfPublished };
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_result, event) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(event.id) });
      await invalidateDates(queryClient);
    },
  });
}
