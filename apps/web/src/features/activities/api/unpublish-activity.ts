import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActivity } from '@usher/contract/activities';
import { api } from '../../../lib/api-client';
import { invalidateActivity } from './invalidate-activity';

/** 409 'This event has ticket(s) sold and cannot get unpublished.' once tickets are sold or reserved. */
export function unpublishActivity(id: string): Promise<TActivity> {
  return api.post<TActivity>(`/api/client/activity/${encodeURIComponent(id)}/unpublish`);
}

export function useUnpublishActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishActivity,
    onSuccess: (activity) => invalidateActivity(queryClient, activity),
  });
}
