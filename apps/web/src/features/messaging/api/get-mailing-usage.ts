import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUsageResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

const USAGE_POLL_MS = 5000;

export function getMailingUsage(): Promise<TUsageResponse> {
  return api.get<TUsageResponse>('/api/client/mailing/usage');
}

export function getMailingUsageQueryOptions() {
  return queryOptions({ queryKey: messagingKeys.usage(), queryFn: getMailingUsage });
}

/** `isLive` while sends are going out: the month's figures move with them. */
export function useMailingUsage(isLive = false) {
  return useQuery({ ...getMailingUsageQueryOptions(), refetchInterval: isLive ? USAGE_POLL_MS : false });
}
