import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicWaitlistEntry } from '@usher/contract/waitlist';
import { api } from '../../../lib/api-client';
import { waitlistKeys } from './waitlist-keys';

export const publicWaitlistEntryPath = (entryId: string) =>
  `/api/public/waitlist/${encodeURIComponent(entryId)}`;

/** The entry as its person sees it at `/waitlist/{entryId}`; 404 for an unknown id. */
export function getPublicWaitlistEntry(entryId: string): Promise<TPublicWaitlistEntry> {
  return api.get<TPublicWaitlistEntry>(publicWaitlistEntryPath(entryId));
}

export function getPublicWaitlistEntryQueryOptions(entryId: string) {
  return queryOptions({
    queryKey: waitlistKeys.publicEntry(entryId),
    queryFn: () => getPublicWaitlistEntry(entryId),
    // A place moves up or an offer arrives while the page is open: asked again every half minute.
    refetchInterval: 30_000,
  });
}

export function usePublicWaitlistEntry(entryId: string) {
  return useQuery(getPublicWaitlistEntryQueryOptions(entryId));
}
