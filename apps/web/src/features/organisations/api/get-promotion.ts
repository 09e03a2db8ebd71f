import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotion } from '@usher/contract/organisations';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './organisation-keys';

export function getPromotion(): Promise<TPromotion> {
  return api.get<TPromotion>('/api/client/shop-admin-hub/get-is-promoted');
}

export function getPromotionQueryOptions() {
  return queryOptions({ queryKey: organisationKeys.promotion(), queryFn: getPromotion });
}

export function usePromotion() {
  return useQuery(getPromotionQueryOptions());
}
