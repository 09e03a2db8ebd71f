import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUnsubscribeResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

export const unsubscribePath = (token: string) => `/api/public/unsubscribe/${encodeURIComponent(token)}`;

export function getUnsubscribe(token: string): Promise<TUnsubscribeResponse> {
  return api.get<TUnsubscribeResponse>(unsubscribePath(token));
}

export function getUnsubscribeQueryOptions(token: string) {
  return queryOptions({ queryKey: messagingKeys.unsubscribe(token), queryFn: () => getUnsubscribe(token) });
}

export function useUnsubscribeDetails(token: string) {
  return useQuery({ ...getUnsubscribeQueryOptions(token), retry: false });
}
