import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TActivity } from '@usher/contract/activities';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

export function getActivity(id: string): Promise<TActivity> {
  return api.get<TActivity>(`/api/client/activity/${encodeURIComponent(id)}`);
}

export function getActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: activityKeys.detail(id), queryFn: () => getActivity(id) });
}

export function useActivity(id: string) {
  return useQuery(getActivityQueryOptions(id));
}
