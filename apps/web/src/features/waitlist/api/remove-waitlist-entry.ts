import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWaitlistRemoveResponse } from '@usher/contract/waitlist';
import { api } from '../../../lib/api-client';
import { activityKeys } from '../../activities/api/activity-keys';
import { eventKeys } from '../../events/api/event-keys';

/** The entry, status `removed`; an offer it held passes on. 409 for an entry purchased, expired or removed. */
export function removeWaitlistEntry(entryId: string): Promise<TWaitlistRemoveResponse> {
  return api.post<TWaitlistRemoveResponse>(`/api/client/waitlist/${encodeURIComponent(entryId)}/remove`);
}

/** A removal may pass an offer on, so the date's counts and the dates' "N waiting" move too. */
export function useRemoveWaitlistEntry(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlistEntry,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
