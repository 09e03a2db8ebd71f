import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateApiKeyRequest, TCreatedApiKey } from '@usher/contract/api-keys';
import { api } from '../../../lib/api-client';
import { getApiKeysQueryOptions } from './get-api-keys';

/** 201 with the key itself, the only time it is sent; 400 with field messages. */
export function createApiKey(body: TCreateApiKeyRequest): Promise<TCreatedApiKey> {
  return api.post<TCreatedApiKey>('/api/client/api-keys', body);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}
