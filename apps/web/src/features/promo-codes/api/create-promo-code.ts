import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatePromoCodeRequest, TPromoCodeInfo } from '@usher/contract/promo-codes';
import { api } from '../../../lib/api-client';
import { getPromoCodesQueryOptions } from './get-promo-codes';

/** 400 with field messages (§5, a taken name on `code`), 404 for a scope id of another organiser. */
export function createPromoCode(body: TCreatePromoCodeRequest): Promise<TPromoCodeInfo> {
  return api.post<TPromoCodeInfo>('/api/client/promo', body);
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPromoCodesQueryOptions().queryKey }),
  });
}
