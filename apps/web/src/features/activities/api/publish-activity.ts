import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActivity } from '@usher/contract/activities';
import { api } from '../../../lib/api-client';
import { invalidateActivity } from './invalidate-activity';

/** 409 'Add at least one date with a ticket type before publishing.' when there is nothing to sell. */
export function publishActivity(id: string): Promise<TActivity> {
  return api.post<TActivity>(`/api/client/activity/${encodeURIComponent(id)}/publish`);
}

export function usePublishActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishActivity,
    onSuccess: (activity) => invalidateActivity(queryClient, activity),
  });
}
