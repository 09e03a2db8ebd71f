import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicEvent } from '@usher/contract/public-event';
import { api } from '../../../lib/api-client';

export function getPublicEvent(eventId: string): Promise<TPublicEvent> {
  return api.get<TPublicEvent>(`/api/public/event/${encodeURIComponent(eventId)}`);
}

export function getPublicEventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: ['public-event', eventId], queryFn: () => getPublicEvent(eventId) });
}

export function usePublicEvent(eventId: string) {
  return useQuery(getPublicEventQueryOptions(eventId));
}
