import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyMailingListsResponse } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

export function getMyMailingLists(): Promise<TMyMailingListsResponse> {
  return api.get<TMyMailingListsResponse>('/api/client/mailing-lists/get-my-mailing-lists');
}

export function getMyMailingListsQueryOptions() {
  return queryOptions({ queryKey: messagingKeys.mailingLists(), queryFn: getMyMailingLists });
}

export function useMyMailingLists() {
  return useQuery(getMyMailingListsQueryOptions());
}
