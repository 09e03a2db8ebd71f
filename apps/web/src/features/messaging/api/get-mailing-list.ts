import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailingList } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

/** An own list by its UUID or a built-in list by `all-guests` / `activity-{id}`. */
export function getMailingList(listId: string): Promise<TMailingList> {
  return api.get<TMailingList>(`/api/client/mailing-lists/get-my-mailing-list/${encodeURIComponent(listId)}`);
}

export function getMailingListQueryOptions(listId: string) {
  return queryOptions({ queryKey: messagingKeys.mailingList(listId), queryFn: () => getMailingList(listId) });
}

export function useMailingList(listId: string) {
  return useQuery(getMailingListQueryOptions(listId));
}
