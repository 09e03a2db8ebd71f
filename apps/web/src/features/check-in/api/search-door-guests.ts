import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DOOR_SEARCH_MIN, TDoorGuestsResponse } from '@usher/contract/door';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';
import { doorPath } from './door-path';

/** The contract's minimum, checked by type so that its zod schemas stay out of this chunk. */
export const DOOR_SEARCH_MIN_LENGTH: typeof DOOR_SEARCH_MIN = 3;

/** Often enough that a guest let in at another door shows as checked in before anyone taps. */
const POLL_MS = 4000;

/** At most 20 of the link's guests matching `search` (name, phone digits, order reference). */
export function searchDoorGuests(token: string, search: string): Promise<TDoorGuestsResponse> {
  return api.get<TDoorGuestsResponse>(`${doorPath(token, 'guests')}?search=${encodeURIComponent(search)}`);
}

/** Asks only once the search is long enough: the server answers a shorter one 400. */
export function useDoorGuests(token: string, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: checkInKeys.doorGuests(token, term),
    queryFn: () => searchDoorGuests(token, term),
    enabled: term.length >= DOOR_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
    retry: false,
  });
}
