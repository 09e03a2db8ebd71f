import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';

export type TActivityEventsMode = 'current' | 'past';

/** The dates of one activity: current (not over) or past. */
export async function getActivityEvents(activityId: string, mode: TActivityEventsMode): Promise<TEvent[]> {
  const base = `/api/client/activity/${encodeURIComponent(activityId)}/events`;
  const { events } = await api.get<{ events: TEvent[] }>(mode === 'past' ? `${base}/past` : base);
  return events;
}

/** Key ['activities', id, 'events', mode]: invalidating ['activities', id] refreshes the dates too. */
export function getActivityEventsQueryOptions(activityId: string, mode: TActivityEventsMode) {
  return queryOptions({
    queryKey: ['activities', activityId, 'events', mode],
    queryFn: () => getActivityEvents(activityId, mode),
  });
}

export function useActivityEvents(activityId: string, mode: TActivityEventsMode) {
  return useQuery(getActivityEventsQueryOptions(activityId, mode));
}
