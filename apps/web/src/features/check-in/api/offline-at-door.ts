import type { TDoorOfflineScansResponse } from '@usher/contract/door';
import type { TOfflineScansRequest, TOfflineTicketsResponse } from '@usher/contract/offline-check-in';
import { api } from '../../../lib/api-client';
import { doorPath } from './door-path';

/** The link's tickets for the crew's offline copy (its ticket types only); with `since` only those changed after it. */
export function getOfflineTicketsAtDoor(token: string, since?: string): Promise<TOfflineTicketsResponse> {
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
  return api.get<TOfflineTicketsResponse>(`${doorPath(token, 'offline')}${query}`);
}

/** Sends the crew's scans made offline, oldest first; the answers come back in the same order. */
export function uploadOfflineScansAtDoor(
  token: string,
  body: TOfflineScansRequest,
): Promise<TDoorOfflineScansResponse> {
  return api.post<TDoorOfflineScansResponse>(doorPath(token, 'offline-scans'), body);
}
