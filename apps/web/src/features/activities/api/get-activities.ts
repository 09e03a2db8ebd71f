import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TActivityListItem } from '@usher/contract/activities';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

export type TActivitiesMode = 'future' | 'past';

/** `/` lists future activities, `/?mode=past` past ones. */
export const activitiesModeOf = (searchParams: URLSearchParams): TActivitiesMode =>
  searchParams.get('mode') === 'past' ? 'past' : 'future';

export async function getActivities(mode: TActivitiesMode): Promise<TActivityListItem[]> {
  const path = mode === 'past' ? '/api/client/activity/past' : '/api/client/activity/';
  const { activities } = await api.get<{ activities: TActivityListItem[] }>(path);
  return activities;
}

/** Both lists live under `activityKeys.lists()` so one invalidation refreshes them. */
export function getActivitiesQueryOptions(mode: TActivitiesMode) {
  return queryOptions({ queryKey: activityKeys.list(mode), queryFn: () => getActivities(mode) });
}

export function useActivities(mode: TActivitiesMode) {
  return useQuery(getActivitiesQueryOptions(mode));
}
