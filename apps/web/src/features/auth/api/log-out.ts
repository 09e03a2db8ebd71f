import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse } from '@usher/contract/auth';
import { api, setCsrfToken } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export async function logOut(): Promise<TSessionResponse> {
  const session = await api.post<TSessionResponse>('/api/auth/logout');
  setCsrfToken(session.csrfToken);
  return session;
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: (session) => {
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.session(), session);
    },
  });
}
