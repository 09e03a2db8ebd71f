import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionResponse } from '@usher/contract/auth';
import { api, setCsrfToken } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export async function getSession(): Promise<TSessionResponse> {
  const session = await api.get<TSessionResponse>('/api/auth/session');
  setCsrfToken(session.csrfToken);
  return session;
}

export function getSessionQueryOptions() {
  return queryOptions({ queryKey: authKeys.session(), queryFn: getSession, staleTime: Infinity });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
