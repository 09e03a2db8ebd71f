import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@usher/contract/user';
import { can, type TCapability } from '@usher/contract/permissions';
import { api } from './api-client';

/** The signed-in user is shared by every feature (permissions hide buttons everywhere), so it lives in lib/. */
export const USER_QUERY_KEY = ['current-user'] as const;

export function getUser(): Promise<TUser> {
  return api.get<TUser>('/api/client/user');
}

export function getUserQueryOptions() {
  return queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}

/** Whether the current user holds a §6 capability; false while the user is loading. */
export function useCan(capability: TCapability): boolean {
  const { data: user } = useUser();
  return user ? can(user.permissions, capability) : false;
}
