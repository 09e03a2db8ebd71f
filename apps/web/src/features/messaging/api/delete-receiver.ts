import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMailingLists } from './invalidate-mailing-lists';

type DeleteReceiverInput = { listId: string; receiverId: string };

export function deleteReceiver({ listId, receiverId }: DeleteReceiverInput): Promise<{ result: boolean }> {
  return api.post(
    `/api/client/mailing-lists/delete-receiver/${encodeURIComponent(listId)}/${encodeURIComponent(receiverId)}`,
  );
}

export function useDeleteReceiver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReceiver, onSuccess: () => invalidateMailingLists(queryClient) });
}
