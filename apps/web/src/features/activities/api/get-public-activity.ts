import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicActivity } from '@usher/contract/public-event';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

export function getPublicActivity(id: string): Promise<TPublicActivity> {
  return api.get<TPublicActivity>(`/api/public/activity/${encodeURIComponent(id)}`);
}

export function getPublicActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: activityKeys.publicActivity(id), queryFn: () => getPublicActivity(id) });
}

export function usePublicActivity(id: string) {
  return useQuery(getPublicActivityQueryOptions(id));
}
