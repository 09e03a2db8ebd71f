import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSends } from './invalidate-sends';

export function cancelSend(sendId: string): Promise<unknown> {
  return api.post<unknown>(`/api/client/mailing/history/${encodeURIComponent(sendId)}/cancel`);
}

export function useCancelSend() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSend, onSettled: () => invalidateSends(queryClient) });
}
