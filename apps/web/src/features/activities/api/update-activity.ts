import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActivity, TActivityRequest } from '@usher/contract/activities';
import { api } from '../../../lib/api-client';
import { invalidateActivity } from './invalidate-activity';

export function updateActivity({ id, body }: { id: string; body: TActivityRequest }): Promise<TActivity> {
  return api.post<TActivity>(`/api/client/activity/${encodeURIComponent(id)}/update`, body);
}

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: (activity) => invalidateActivity(queryClient, activity),
  });
}
