import type { QueryClient } from '@tanstack/react-query';
import type { TActivity } from '@usher/contract/activities';
import { getActivityQueryOptions } from './get-activity';

/**
 * After a change to one activity: store the fresh answer, then refetch everything under ['activities']
 * (its dates, has-reserved, both lists) and the links, which exist only while it is published.
 */
export async function invalidateActivity(queryClient: QueryClient, activity: TActivity): Promise<void> {
  queryClient.setQueryData(getActivityQueryOptions(activity.id).queryKey, activity);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['activities'] }),
    queryClient.invalidateQueries({ queryKey: ['activity-links', activity.id] }),
    queryClient.invalidateQueries({ queryKey: ['events', 'current'] }),
  ]);
}
