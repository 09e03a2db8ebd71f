import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddedReceiversResponse, TAddListRequest } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { invalidateMailingLists } from './invalidate-mailing-lists';

/** Copies another list's receivers (own or built-in) into an own list, skipping those already there. */
export function addList(body: TAddListRequest): Promise<TAddedReceiversResponse> {
  return api.post<TAddedReceiversResponse>('/api/client/mailing-lists/add-list', body);
}

export function useAddList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addList, onSuccess: () => invalidateMailingLists(queryClient) });
}
