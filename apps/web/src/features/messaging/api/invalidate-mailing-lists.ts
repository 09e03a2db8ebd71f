import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './messaging-keys';

/** Every change to a list changes the lists screen and the list itself: both hang under one key. */
export function invalidateMailingLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: messagingKeys.mailingLists() });
}
