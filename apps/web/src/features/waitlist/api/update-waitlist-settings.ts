import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWaitlistSettings } from '@usher/contract/waitlist';
import { api } from '../../../lib/api-client';
import { getWaitlistSettingsQueryOptions, waitlistSettingsPath } from './get-waitlist-settings';

/** 400 `{ errors: { offerMinutes } }` for a window outside 1–10080 minutes. */
export function updateWaitlistSettings(
  activityId: string,
  settings: TWaitlistSettings,
): Promise<TWaitlistSettings> {
  return api.post<TWaitlistSettings>(waitlistSettingsPath(activityId), settings);
}

export function useUpdateWaitlistSettings(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TWaitlistSettings) => updateWaitlistSettings(activityId, settings),
    onSuccess: (saved) =>
      queryClient.setQueryData(getWaitlistSettingsQueryOptions(activityId).queryKey, saved),
  });
}
