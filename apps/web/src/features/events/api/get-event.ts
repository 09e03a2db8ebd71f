import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';

/** Every query about one date starts with this key, so invalidating it refreshes the date and its figures. */
export const eventQueryKey = (eventId: string) => ['events', eventId] as const;

export function getEvent(eventId: string): Promise<TEvent> {
  return api.get<TEvent>(`/api/client/event/${encodeURIComponent(eventId)}`);
}

export function getEventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventQueryKey(eventId), queryFn: () => getEvent(eventId) });
}

export function useEvent(eventId: string | undefined) {
  return useQuery({ ...getEventQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
}
