import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromoCodeInfo } from '@usher/contract/promo-codes';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './promo-code-keys';

/** One code with its scope in words (`renderData.activityData`) and its usage. */
export function getPromoCode(id: string): Promise<TPromoCodeInfo> {
  return api.get<TPromoCodeInfo>(`/api/client/promo/${encodeURIComponent(id)}`);
}

export function getPromoCodeQueryOptions(id: string) {
  return queryOptions({ queryKey: promoCodeKeys.detail(id), queryFn: () => getPromoCode(id) });
}

export function usePromoCode(id: string) {
  return useQuery(getPromoCodeQueryOptions(id));
}
