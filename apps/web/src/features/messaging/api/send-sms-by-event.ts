import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSendSmsByEventRequest, TSendResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { invalidateSends } from './invalidate-sends';

export function sendSmsByEvent(body: TSendSmsByEventRequest): Promise<TSendResponse> {
  return api.post<TSendResponse>('/api/client/mailing/send-sms/by-event-id', body);
}

export function useSendSmsByEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSmsByEvent, onSuccess: () => invalidateSends(queryClient) });
}
