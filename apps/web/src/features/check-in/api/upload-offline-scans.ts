import type { TOfflineScansRequest, TOfflineScansResponse } from '@usher/contract/offline-check-in';
import { api } from '../../../lib/api-client';

/** Sends scans made offline, oldest first; the answers come back in the same order. */
export function uploadOfflineScans(
  eventId: string,
  body: TOfflineScansRequest,
): Promise<TOfflineScansResponse> {
  return api.post<TOfflineScansResponse>(
    `/api/client/check-in/${encodeURIComponent(eventId)}/offline-scans`,
    body,
  );
}
