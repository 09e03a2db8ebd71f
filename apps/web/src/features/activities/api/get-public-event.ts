import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicEvent } from '@usher/contract/public-event';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';
import { publicEventPath } from './public-event-path';

export function getPublicEvent(eventId: string): Promise<TPublicEvent> {
  return api.get<TPublicEvent>(publicEventPath(eventId));
}

export function getPublicEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: activityKeys.publicEvent(eventId),
    queryFn: () => getPublicEvent(eventId),
  });
}

export function usePublicEvent(eventId: string) {
  return useQuery(getPublicEventQueryOptions(eventId));
}
