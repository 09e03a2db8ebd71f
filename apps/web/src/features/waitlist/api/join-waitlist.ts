import type { TWaitlistJoinRequest, TWaitlistJoinResponse } from '@usher/contract/waitlist';
import { api } from '../../../lib/api-client';

/**
 * 201 the entry and its place; 409 when the list is not open for that type (places to buy, list off, date started)
 * or this email already waits for it; 400 for bad fields. The public page calls it without React Query.
 */
export function joinWaitlist(eventId: string, body: TWaitlistJoinRequest): Promise<TWaitlistJoinResponse> {
  return api.post<TWaitlistJoinResponse>(`/api/public/event/${encodeURIComponent(eventId)}/waitlist`, body);
}
