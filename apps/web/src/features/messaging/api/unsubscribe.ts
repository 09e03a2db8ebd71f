import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUnsubscribeResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { getUnsubscribeQueryOptions, unsubscribePath } from './get-unsubscribe';

export function unsubscribe(token: string): Promise<TUnsubscribeResponse> {
  return api.post<TUnsubscribeResponse>(unsubscribePath(token));
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (answer) => queryClient.setQueryData(getUnsubscribeQueryOptions(token).queryKey, answer),
  });
}
