import type { TOfflineTicketsResponse } from '@usher/contract/offline-check-in';
import { api } from '../../../lib/api-client';

/** The date's tickets for the offline door: all of them, or with `since` only those changed after that cursor. */
export function getOfflineTickets(eventId: string, since?: string): Promise<TOfflineTicketsResponse> {
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
  return api.get<TOfflineTicketsResponse>(
    `/api/client/check-in/${encodeURIComponent(eventId)}/offline${query}`,
  );
}
