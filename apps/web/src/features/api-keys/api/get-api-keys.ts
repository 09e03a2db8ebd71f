import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApiKey, TApiKeyListResponse } from '@usher/contract/api-keys';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

/** The organiser's keys, newest first, revoked ones too. */
export async function getApiKeys(): Promise<TApiKey[]> {
  return (await api.get<TApiKeyListResponse>('/api/client/api-keys')).apiKeys;
}

export function getApiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeyKeys.list(), queryFn: getApiKeys });
}

export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}
