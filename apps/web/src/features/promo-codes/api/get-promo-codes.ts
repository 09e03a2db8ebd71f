import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromoCode } from '@usher/contract/promo-codes';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './promo-code-keys';

/** The organiser's codes, newest first, deleted ones too. */
export async function getPromoCodes(): Promise<TPromoCode[]> {
  const { promoCodes } = await api.get<{ promoCodes: TPromoCode[] }>('/api/client/promo');
  return promoCodes;
}

export function getPromoCodesQueryOptions() {
  return queryOptions({ queryKey: promoCodeKeys.list(), queryFn: getPromoCodes });
}

export function usePromoCodes() {
  return useQuery(getPromoCodesQueryOptions());
}
