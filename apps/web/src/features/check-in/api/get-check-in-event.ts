import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

/** The date with its sold and checked-in figures, as the check-in home shows them. */
export function getCheckInEvent(eventId: string): Promise<TEvent> {
  return api.get<TEvent>(`/api/client/check-in/${encodeURIComponent(eventId)}`);
}

export function getCheckInEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.figures(eventId),
    queryFn: () => getCheckInEvent(eventId),
  });
}

/** `refetchInterval` (ms) keeps the counters moving while other phones check guests in. */
export function useCheckInEvent(eventId: string, refetchInterval?: number) {
  return useQuery({ ...getCheckInEventQueryOptions(eventId), refetchInterval });
}
