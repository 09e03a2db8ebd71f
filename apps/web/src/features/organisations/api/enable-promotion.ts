import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEnablePromotionRequest } from '@usher/contract/organisations';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './organisation-keys';

export function enablePromotion(body: TEnablePromotionRequest): Promise<unknown> {
  return api.post('/api/client/shop-admin-hub/enable-shop-promotion', body);
}

export function useEnablePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.promotion() }),
  });
}
