import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './messaging-keys';

/** A send changes the history, the month's usage and the cost of the next send. */
export function invalidateSends(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messagingKeys.sends() });
}
