import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromoPrices } from '@usher/contract/promo-codes';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './promo-code-keys';

/**
 * The public page's code field: each ticket type's price with the code, or 404 for any code it cannot use.
 * A POST like every public write, so the client sends the visitor's CSRF token.
 */
export function getPublicPromoPrices(eventId: string, code: string): Promise<TPromoPrices> {
  return api.post<TPromoPrices>(`/api/public/event/${encodeURIComponent(eventId)}/promo`, { code });
}

/** Asked once per code typed (the endpoint allows 30 tries a minute), never retried. */
export function getPublicPromoPricesQueryOptions(eventId: string, code: string) {
  return queryOptions({
    queryKey: promoCodeKeys.publicPrices(eventId, code),
    queryFn: () => getPublicPromoPrices(eventId, code),
    enabled: code !== '',
    retry: false,
    staleTime: 60_000,
  });
}

export function usePublicPromoPrices(eventId: string, code: string) {
  return useQuery(getPublicPromoPricesQueryOptions(eventId, code));
}
