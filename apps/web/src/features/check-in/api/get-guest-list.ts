import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GUEST_PAGE_SIZE, TGuestListQuery, TGuestListResponse } from '@usher/contract/check-in';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

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
  return `/api/client/check-in/${encodeURIComponent(eventId)}/guest-list/?${params.toString()}`;
}

export function getGuestList(eventId: string, query: TGuestListQuery): Promise<TGuestListResponse> {
  return api.get<TGuestListResponse>(guestListPath(eventId, query));
}

export function getGuestListQueryOptions(eventId: string, query: TGuestListQuery) {
  return queryOptions({
    queryKey: checkInKeys.guests(eventId, query),
    queryFn: () => getGuestList(eventId, query),
    // A new search or page keeps the last page on screen until its answer arrives, instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useGuestList(eventId: string, query: TGuestListQuery) {
  return useQuery({ ...getGuestListQueryOptions(eventId, query), refetchInterval: POLL_MS });
}
