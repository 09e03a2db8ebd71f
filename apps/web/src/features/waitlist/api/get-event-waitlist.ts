import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWaitlistResponse } from '@usher/contract/waitlist';
import { api } from '../../../lib/api-client';
import { waitlistKeys } from './waitlist-keys';

/** A date's waiting list for ROLE_MASTER or ROLE_admin: counts by status and the entries in joining order. */
export function getEventWaitlist(eventId: string): Promise<TWaitlistResponse> {
  return api.get<TWaitlistResponse>(`/api/client/event/${encodeURIComponent(eventId)}/waitlist`);
}

export function getEventWaitlistQueryOptions(eventId: string) {
  return queryOptions({ queryKey: waitlistKeys.ofEvent(eventId), queryFn: () => getEventWaitlist(eventId) });
}

export function useEventWaitlist(eventId: string) {
  return useQuery(getEventWaitlistQueryOptions(eventId));
}
