import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

export function deleteActivity(id: string): Promise<{ result: boolean }> {
  return api.post<{ result: boolean }>(`/api/client/activity/${encodeURIComponent(id)}/delete`);
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: activityKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.currentEvents() }),
      ]);
    },
  });
}
