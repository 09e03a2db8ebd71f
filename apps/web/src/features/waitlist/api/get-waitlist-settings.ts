import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWaitlistSettings } from '@usher/contract/waitlist';
import { api } from '../../../lib/api-client';
import { waitlistKeys } from './waitlist-keys';

export const waitlistSettingsPath = (activityId: string) =>
  `/api/client/activity/${encodeURIComponent(activityId)}/waitlist-settings`;

/** The activity's waiting list: on or off (off by default) and how long an offer is kept. */
export function getWaitlistSettings(activityId: string): Promise<TWaitlistSettings> {
  return api.get<TWaitlistSettings>(waitlistSettingsPath(activityId));
}

export function getWaitlistSettingsQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: waitlistKeys.settings(activityId),
    queryFn: () => getWaitlistSettings(activityId),
  });
}

export function useWaitlistSettings(activityId: string) {
  return useQuery(getWaitlistSettingsQueryOptions(activityId));
}
