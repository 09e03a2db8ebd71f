import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateMailingListRequest, TCreateMailingListResponse } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { invalidateMailingLists } from './invalidate-mailing-lists';

export function createMailingList(body: TCreateMailingListRequest): Promise<TCreateMailingListResponse> {
  return api.post<TCreateMailingListResponse>('/api/client/mailing-lists/create-mailing-list', body);
}

export function useCreateMailingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMailingList,
    onSuccess: () => invalidateMailingLists(queryClient),
  });
}
