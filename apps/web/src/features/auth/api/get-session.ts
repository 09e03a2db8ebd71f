import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionResponse } from '@usher/contract/auth';
import { api, setCsrfToken } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/current-user';
import { queryClient } from '../../../lib/query-client';
import { authKeys } from './auth-keys';

/** Keeps the CSRF token and the user a session answer carries. */
function rememberSession(session: TSessionResponse): void {
  setCsrfToken(session.csrfToken);
  // The session carries the signed-in user: the dashboard's guards need no second call.
  if (session.user) queryClient.setQueryData(USER_QUERY_KEY, session.user);
}

export async function getSession(): Promise<TSessionResponse> {
  const session = await api.get<TSessionResponse>('/api/auth/session');
  rememberSession(session);
  return session;
}

/** A session answer the page already carries (a signed-in dashboard page): kept as if fetched just now. */
export function seedSession(session: TSessionResponse): void {
  rememberSession(session);
  queryClient.setQueryData(authKeys.session(), session);
}

export function getSessionQueryOptions() {
  return queryOptions({ queryKey: authKeys.session(), queryFn: getSession, staleTime: Infinity });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
