import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** Tickets sold or a reservation started on any date of the activity (§4 "reserved"). */
export async function getActivityHasReserved(id: string): Promise<boolean> {
  const { result } = await api.get<{ result: boolean }>(
    `/api/client/activity/${encodeURIComponent(id)}/has-reserved`,
  );
  return result;
}

export function getActivityHasReservedQueryOptions(id: string) {
  return queryOptions({
    queryKey: activityKeys.hasReserved(id),
    queryFn: () => getActivityHasReserved(id),
  });
}

export function useActivityHasReserved(id: string, enabled = true) {
  return useQuery({ ...getActivityHasReservedQueryOptions(id), enabled });
}
