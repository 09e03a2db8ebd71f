import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiKey } from '@usher/contract/api-keys';
import { api } from '../../../lib/api-client';
import { getApiKeysQueryOptions } from './get-api-keys';

/** Every request with the key is refused from the moment this answers. */
export function revokeApiKey(id: string): Promise<TApiKey> {
  return api.post<TApiKey>(`/api/client/api-keys/${encodeURIComponent(id)}/revoke`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}
