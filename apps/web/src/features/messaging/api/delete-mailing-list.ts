import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';
import { invalidateMailingLists } from './invalidate-mailing-lists';

export function deleteMailingList(listId: string): Promise<{ result: boolean }> {
  return api.post(`/api/client/mailing-lists/delete-mailing-list/${encodeURIComponent(listId)}`);
}

export function useDeleteMailingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMailingList,
    onSuccess: async (_answer, listId) => {
      queryClient.removeQueries({ queryKey: messagingKeys.mailingList(listId) });
      await invalidateMailingLists(queryClient);
    },
  });
}
