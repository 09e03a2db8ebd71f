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
 * Pages kept at once: the list's refresh refetches every page kept, so it asks at most this many (200 guests)
 * every 4 seconds however far the door has scrolled. Going further drops the first page kept, and
 * 'Show earlier guests' fetches it again.
 */
export const GUEST_PAGES_KEPT = 4;

/** A page of the guest list with the cursors it was reached by: its own `after`, after every earlier page's. */
export type GuestPage = TGuestListResponse & { cursors: (string | null)[] };

/**
 * The guest list as pages that follow one another by the server's cursor: a page starts after the last guest
 * of the one before, so guests checked in at another door (leaving a 'Not checked in' list) never make the
 * next page skip anyone, and a deep page costs the server no more than the first. Each page carries the
 * cursors that led to it, so the page before the first kept one can be asked again.
 */
export function getGuestListQueryOptions(eventId: string, filter: TGuestListFilter) {
  return infiniteQueryOptions({
    queryKey: checkInKeys.guests(eventId, filter),
    queryFn: async ({ pageParam: cursors }): Promise<GuestPage> => {
      const after = cursors.at(-1) ?? undefined;
      const page = await getGuestList(eventId, { ...filter, page: 1, pageSize: GUESTS_PER_PAGE, after });
      return { ...page, cursors };
    },
    initialPageParam: [null] as (string | null)[],
    getNextPageParam: (last) => (last.nextCursor ? [...last.cursors, last.nextCursor] : null),
    getPreviousPageParam: (first) => (first.cursors.length > 1 ? first.cursors.slice(0, -1) : null),
    maxPages: GUEST_PAGES_KEPT,
    // A new search keeps the last list on screen until its answer arrives, instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

/** How many guests of the list come before the end of `page`: the full pages before it, and its own. */
export function guestsThrough(page: GuestPage): number {
  return (page.cursors.length - 1) * GUESTS_PER_PAGE + page.guests.length;
}

export function useGuestList(eventId: string, filter: TGuestListFilter) {
  return useInfiniteQuery({ ...getGuestListQueryOptions(eventId, filter), refetchInterval: POLL_MS });
}
