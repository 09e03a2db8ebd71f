import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@usher/contract/events';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** Today's events (London day) across the whole organiser. */
export async function getCurrentEvents(): Promise<TEvent[]> {
  const { events } = await api.get<{ events: TEvent[] }>('/api/client/event/current');
  return events;
}

export function getCurrentEventsQueryOptions() {
  return queryOptions({ queryKey: activityKeys.currentEvents(), queryFn: getCurrentEvents });
}

export function useCurrentEvents(enabled = true) {
  return useQuery({ ...getCurrentEventsQueryOptions(), enabled });
}
