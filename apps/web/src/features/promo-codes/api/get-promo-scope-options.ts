import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './promo-code-keys';

/** What a new code may apply to: activities with dates to come, those dates and their ticket types. */
export function getPromoScopeOptions(): Promise<TPromoScopeOptions> {
  return api.get<TPromoScopeOptions>('/api/client/promo/scope-options');
}

export function getPromoScopeOptionsQueryOptions() {
  return queryOptions({ queryKey: promoCodeKeys.scopeOptions(), queryFn: getPromoScopeOptions });
}

export function usePromoScopeOptions() {
  return useQuery(getPromoScopeOptionsQueryOptions());
}
