import type { QueryClient } from '@tanstack/react-query';

/** After a date changes: the activity's date lists, its first/last dates and today's events. */
export function invalidateDates(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['activities'] }),
    queryClient.invalidateQueries({ queryKey: ['events', 'current'] }),
  ]);
}
