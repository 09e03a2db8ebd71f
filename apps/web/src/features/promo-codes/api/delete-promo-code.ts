import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPromoCodeQueryOptions } from './get-promo-code';
import { getPromoCodesQueryOptions } from './get-promo-codes';

/** Soft delete: the code stays listed, marked Deleted, for the orders that used it. */
export function deletePromoCode(id: string): Promise<{ result: boolean }> {
  return api.post<{ result: boolean }>(`/api/client/promo/delete/${encodeURIComponent(id)}`);
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromoCode,
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPromoCodesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getPromoCodeQueryOptions(id).queryKey }),
      ]),
  });
}
