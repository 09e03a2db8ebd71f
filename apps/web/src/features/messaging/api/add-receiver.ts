import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReceiver, TReceiverInput } from '@usher/contract/mailing-lists';
import { api } from '../../../lib/api-client';
import { invalidateMailingLists } from './invalidate-mailing-lists';

type AddReceiverInput = { listId: string; receiver: TReceiverInput };

/** 409 when the list already holds the email or phone. */
export function addReceiver({ listId, receiver }: AddReceiverInput): Promise<TReceiver> {
  return api.post<TReceiver>(`/api/client/mailing-lists/add-receiver/${encodeURIComponent(listId)}`, {
    receiver,
  });
}

export function useAddReceiver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addReceiver, onSuccess: () => invalidateMailingLists(queryClient) });
}
