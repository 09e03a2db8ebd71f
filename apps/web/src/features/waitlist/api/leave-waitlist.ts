import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublicWaitlistEntry } from '@usher/contract/waitlist';
import { api } from '../../../lib/api-client';
import { getPublicWaitlistEntryQueryOptions, publicWaitlistEntryPath } from './get-public-waitlist-entry';

/** The entry, status `left` (again the same when already left); an offer's places go to the next person. */
export function leaveWaitlist(entryId: string): Promise<TPublicWaitlistEntry> {
  return api.post<TPublicWaitlistEntry>(`${publicWaitlistEntryPath(entryId)}/leave`);
}

export function useLeaveWaitlist(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(entryId),
    onSuccess: (entry) =>
      queryClient.setQueryData(getPublicWaitlistEntryQueryOptions(entryId).queryKey, entry),
  });
}
