import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest, TSessionResponse } from '@usher/contract/auth';
import { api, setCsrfToken } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export async function logIn(body: TLoginRequest): Promise<TSessionResponse> {
  const session = await api.post<TSessionResponse>('/api/auth/login', body);
  setCsrfToken(session.csrfToken);
  return session;
}

/** Signing in changes the session cookie and so the CSRF token: keep the answer as the new session. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => {
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.session(), session);
    },
  });
}
