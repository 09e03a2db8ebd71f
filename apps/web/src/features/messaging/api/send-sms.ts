import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSendSmsRequest, TSendResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { invalidateSends } from './invalidate-sends';

export function sendSms(body: TSendSmsRequest): Promise<TSendResponse> {
  return api.post<TSendResponse>('/api/client/mailing/send-sms', body);
}

export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSms, onSuccess: () => invalidateSends(queryClient) });
}
