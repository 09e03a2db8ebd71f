import type { QueryClient } from '@tanstack/react-query';
import { eventQueryKey } from '../../events/api/get-event';

/**
 * After a ticket type changes: its date (the ticket type cards and sold figures), the activity
 * (hasTicketVariants decides whether it can be published) and today's events.
 */
export function invalidateTicketVariants(queryClient: QueryClient, eventId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
    queryClient.invalidateQueries({ queryKey: ['activities'] }),
    queryClient.invalidateQueries({ queryKey: ['events', 'current'] }),
  ]);
}
