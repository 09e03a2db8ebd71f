import type { QueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../activities/api/activity-keys';

/** After a date changes: the activity's date lists, its first/last dates and today's events. */
export function invalidateDates(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: activityKeys.all });
}
