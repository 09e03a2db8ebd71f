import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { GUEST_PAGE_SIZE, TGuestListQuery, TGuestListResponse } from '@usher/contract/check-in';
import { api } from '../../../lib/api-client';
import { checkInKeys, type TGuestListFilter } from './check-in-keys';

/** The contract's page size, checked by type so that its zod schemas stay out of this chunk. */
export const GUESTS_PER_PAGE: typeof GUEST_PAGE_SIZE = 50;

/** Often enough that a guest scanned at another door shows as checked in before anyone asks. */
const POLL_MS = 4000;

export function guestListPath(eventId: string, query: TGuestListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.checkedIn) params.set('checkedIn', query.checkedIn);
  params.set('page', String(query.page ?? 1));
  params.set('pageSize', String(query.pageSize ?? GUESTS_PER_PAGE));
  if (query.after) params.set('after', query.after);
  return `/api/client/check-in/${encodeURIComponent(eventId)}/guest-list/?${params.toString()}`;
}

export function getGuestList(eventId: string, query: TGuestListQuery): Promise<TGuestListResponse> {
  return api.get<TGuestListResponse>(guestListPath(eventId, query));
}

/**
 * The guest list as pages that follow one another by the server's cursor: a page starts after the last guest
 * of the one before, so guests checked in at another door (leaving a 'Not checked in' list) never make the
 * next page skip anyone, and a deep page costs the server no more than the first.
 */
export function getGuestListQueryOptions(eventId: string, filter: TGuestListFilter) {
  return infiniteQueryOptions({
    queryKey: checkInKeys.guests(eventId, filter),
    queryFn: ({ pageParam }) =>
      getGuestList(eventId, { ...filter, page: 1, pageSize: GUESTS_PER_PAGE, after: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps the last list on screen until its answer arrives, instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useGuestList(eventId: string, filter: TGuestListFilter) {
  return useInfiniteQuery({ ...getGuestListQueryOptions(eventId, filter), refetchInterval: POLL_MS });
}
