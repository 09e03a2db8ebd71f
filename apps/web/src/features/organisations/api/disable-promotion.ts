import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './organisation-keys';

export function disablePromotion(): Promise<unknown> {
  return api.post('/api/client/shop-admin-hub/disable-shop-promotion');
}

export function useDisablePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disablePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.promotion() }),
  });
}
