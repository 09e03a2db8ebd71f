import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/current-user';
import { authKeys } from '../../auth/api/auth-keys';

export function switchOrganisation(guid: string): Promise<unknown> {
  return api.post(`/api/client/manage-org/org/switch/${encodeURIComponent(guid)}`);
}

/**
 * Everything but the session and the user belongs to the organiser: reset it so screens refetch for the new one.
 * The user is refetched in place (not reset) so the shell and the open screen stay mounted meanwhile.
 */
export async function reloadForOrganiser(queryClient: QueryClient): Promise<void> {
  const isOrganiserData = (key: readonly unknown[]) =>
    key[0] !== authKeys.all[0] && key[0] !== USER_QUERY_KEY[0];
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.resetQueries({ predicate: (query) => isOrganiserData(query.queryKey) }),
  ]);
}

export function useSwitchOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: switchOrganisation, onSuccess: () => reloadForOrganiser(queryClient) });
}
