import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentsStatus } from '@usher/contract/sales';
import { api } from '../../../lib/api-client';

export const paymentsKeys = { status: () => ['payments', 'status'] as const };

export function getPaymentsStatus(): Promise<TPaymentsStatus> {
  return api.get<TPaymentsStatus>('/api/client/payments');
}

export function getPaymentsStatusQueryOptions() {
  return queryOptions({ queryKey: paymentsKeys.status(), queryFn: getPaymentsStatus });
}

export function usePaymentsStatus() {
  return useQuery(getPaymentsStatusQueryOptions());
}
