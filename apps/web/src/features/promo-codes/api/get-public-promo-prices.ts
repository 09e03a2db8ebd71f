import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicPromoPrices } from './check-public-promo-code';
import { promoCodeKeys } from './promo-code-keys';

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
