import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

export function getEvent(eventId: string): Promise<TEvent> {
  return api.get<TEvent>(`/api/client/event/${encodeURIComponent(eventId)}`);
}

export function getEventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventKeys.detail(eventId), queryFn: () => getEvent(eventId) });
}

export function useEvent(eventId: string | undefined) {
  return useQuery({ ...getEventQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
}
