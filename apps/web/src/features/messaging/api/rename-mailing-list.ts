import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateMailingListInfoRequest } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { invalidateMailingLists } from './invalidate-mailing-lists';

type RenameInput = { listId: string } & TUpdateMailingListInfoRequest;

export function renameMailingList({ listId, ...body }: RenameInput): Promise<{ result: boolean }> {
  return api.post(`/api/client/mailing-lists/update-mailing-list-info/${encodeURIComponent(listId)}`, body);
}

export function useRenameMailingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMailingList,
    onSuccess: () => invalidateMailingLists(queryClient),
  });
}
