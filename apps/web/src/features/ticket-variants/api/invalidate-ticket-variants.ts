import type { QueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../activities/api/activity-keys';
import { eventKeys } from '../../events/api/event-keys';

/**
 * After a ticket type changes: its date (the ticket type cards and sold figures), the activity
 * (hasTicketVariants decides whether it can be published) and today's events.
 */
export function invalidateTicketVariants(queryClient: QueryClient, eventId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}
