import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSendEmailRequest, TSendResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { invalidateSends } from './invalidate-sends';

export function sendEmail(body: TSendEmailRequest): Promise<TSendResponse> {
  return api.post<TSendResponse>('/api/client/mailing/send-email', body);
}

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendEmail, onSuccess: () => invalidateSends(queryClient) });
}
