import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActivity, TActivityRequest } from '@usher/contract/activities';
import { api } from '../../../lib/api-client';
import { invalidateActivity } from './invalidate-activity';

export function createActivity(body: TActivityRequest): Promise<TActivity> {
  return api.post<TActivity>('/api/client/activity/', body);
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: (activity) => invalidateActivity(queryClient, activity),
  });
}
