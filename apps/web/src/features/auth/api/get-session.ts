import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionResponse } from '@usher/contract/auth';
import { api, setCsrfToken } from '../../../lib/api-client';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export async function getSession(): Promise<TSessionResponse> {
  const session = await api.get<TSessionResponse>('/api/auth/session');
  setCsrfToken(session.csrfToken);
  return session;
}

export function getSessionQueryOptions() {
  return queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: Infinity });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
