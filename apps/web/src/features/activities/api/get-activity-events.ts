import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

export type TActivityEventsMode = 'current' | 'past';

/** The dates of one activity: current (not over) or past. */
export async function getActivityEvents(activityId: string, mode: TActivityEventsMode): Promise<TEvent[]> {
  const base = `/api/client/activity/${encodeURIComponent(activityId)}/events`;
  const { events } = await api.get<{ events: TEvent[] }>(mode === 'past' ? `${base}/past` : base);
  return events;
}

/** Under the activity's key: invalidating the activity refreshes its dates too. */
export function getActivityEventsQueryOptions(activityId: string, mode: TActivityEventsMode) {
  return queryOptions({
    queryKey: activityKeys.datesByMode(activityId, mode),
    queryFn: () => getActivityEvents(activityId, mode),
  });
}

export function useActivityEvents(activityId: string, mode: TActivityEventsMode) {
  return useQuery(getActivityEventsQueryOptions(activityId, mode));
}
