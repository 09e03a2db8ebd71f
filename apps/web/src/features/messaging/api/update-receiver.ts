import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReceiver, TReceiverInput } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { invalidateMailingLists } from './invalidate-mailing-lists';

type UpdateReceiverInput = { listId: string; receiverId: string; receiver: TReceiverInput };

export function updateReceiver({ listId, receiverId, receiver }: UpdateReceiverInput): Promise<TReceiver> {
  return api.post<TReceiver>(
    `/api/client/mailing-lists/update-receiver/${encodeURIComponent(listId)}/${encodeURIComponent(receiverId)}`,
    { receiver },
  );
}

export function useUpdateReceiver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReceiver, onSuccess: () => invalidateMailingLists(queryClient) });
}
