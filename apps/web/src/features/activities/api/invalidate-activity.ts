import type { QueryClient } from '@tanstack/react-query';
import type { TActivity } from '@usher/contract/activities';
import { activityKeys } from './activity-keys';

/**
 * After a change to one activity: store the fresh answer, then refetch everything of the feature (its dates,
 * has-reserved, both lists, today's events) and the links, which exist only while it is published.
 */
export async function invalidateActivity(queryClient: QueryClient, activity: TActivity): Promise<void> {
  queryClient.setQueryData(activityKeys.detail(activity.id), activity);
  await queryClient.invalidateQueries({ queryKey: activityKeys.all });
}
