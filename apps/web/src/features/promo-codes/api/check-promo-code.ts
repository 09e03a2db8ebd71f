import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCheckPromoCodeResponse } from '@usher/contract/promo-codes';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './promo-code-keys';

/**
 * What a code does for a date's ticket types (the free and cash tickets screen): 200 with each type's price with
 * it and the uses left; 404 unknown or deleted, 409 expired, not for this date or used up (the message says which).
 */
export function checkPromoCode(eventId: string, code: string): Promise<TCheckPromoCodeResponse> {
  return api.post<TCheckPromoCodeResponse>('/api/client/promo/check', { eventId, code });
}

/** A refusal is an answer, not a failure: never retried. Nothing is asked for a blank code. */
export function getCheckPromoCodeQueryOptions(eventId: string, code: string) {
  return queryOptions({
    queryKey: promoCodeKeys.check(eventId, code),
    queryFn: () => checkPromoCode(eventId, code),
    enabled: code !== '',
    retry: false,
    staleTime: 30_000,
  });
}

export function useCheckPromoCode(eventId: string, code: string) {
  return useQuery(getCheckPromoCodeQueryOptions(eventId, code));
}
