import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDoorLink, TDoorLinkListResponse } from '@usher/contract/door-links';
import { api } from '../../../lib/api-client';
import { doorLinkKeys } from './door-link-keys';

/** Counts and last use move while the crew work the door. */
const REFRESH_MS = 10_000;

/** The date's door links, revoked ones too; never their tokens. */
export async function getDoorLinks(eventId: string): Promise<TDoorLink[]> {
  const path = `/api/client/event/${encodeURIComponent(eventId)}/door-links`;
  return (await api.get<TDoorLinkListResponse>(path)).doorLinks;
}

export function getDoorLinksQueryOptions(eventId: string) {
  return queryOptions({ queryKey: doorLinkKeys.event(eventId), queryFn: () => getDoorLinks(eventId) });
}

export function useDoorLinks(eventId: string) {
  return useQuery({ ...getDoorLinksQueryOptions(eventId), refetchInterval: REFRESH_MS });
}
