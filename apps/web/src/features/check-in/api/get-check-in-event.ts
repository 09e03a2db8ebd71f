import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';

/** Every check-in query of a date starts with this key, so one check-in refreshes the figures and the list. */
export const checkInQueryKey = (eventId: string) => ['check-in', eventId] as const;

/** The date with its sold and checked-in figures, as the check-in home shows them. */
export function getCheckInEvent(eventId: string): Promise<TEvent> {
  return api.get<TEvent>(`/api/client/check-in/${encodeURIComponent(eventId)}`);
}

export function getCheckInEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...checkInQueryKey(eventId), 'event'],
    queryFn: () => getCheckInEvent(eventId),
  });
}

/** `refetchInterval` (ms) keeps the counters moving while other phones check guests in. */
export function useCheckInEvent(eventId: string, refetchInterval?: number) {
  return useQuery({ ...getCheckInEventQueryOptions(eventId), refetchInterval });
}
