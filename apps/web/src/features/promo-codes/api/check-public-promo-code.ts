import type { TPromoPrices } from '@usher/contract/promo-codes';
import { api } from '../../../lib/api-client';

/**
 * The public page's code field: each ticket type's price with the code, or 404 for any code it cannot use.
 * A POST like every public write, so the client sends the visitor's CSRF token.
 */
export function getPublicPromoPrices(eventId: string, code: string): Promise<TPromoPrices> {
  return api.post<TPromoPrices>(`/api/public/event/${encodeURIComponent(eventId)}/promo`, { code });
}
