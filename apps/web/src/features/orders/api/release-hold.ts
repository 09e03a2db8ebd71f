import { api } from '../../../lib/api-client';

/** Frees a hold's places at once; 200 again for a hold already released, 404 for an unknown one. */
export function releaseHold(holdId: string): Promise<{ result: boolean }> {
  return api.post<{ result: boolean }>(`/api/public/holds/${encodeURIComponent(holdId)}/release`);
}
