import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSendEmailByEventRequest, TSendResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { invalidateSends } from './invalidate-sends';

export function sendEmailByEvent(body: TSendEmailByEventRequest): Promise<TSendResponse> {
  return api.post<TSendResponse>('/api/client/mailing/send-email/by-event-id', body);
}

export function useSendEmailByEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendEmailByEvent, onSuccess: () => invalidateSends(queryClient) });
}
