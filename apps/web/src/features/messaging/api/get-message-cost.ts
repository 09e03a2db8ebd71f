import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMessageCostRequest, TMessageCostResponse } from '@usher/contract/mailing';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

/** A POST that reads: the server knows this month's sends, so the cost of the next one is its answer. */
export function getMessageCost(request: TMessageCostRequest): Promise<TMessageCostResponse> {
  return api.post<TMessageCostResponse>('/api/client/mailing/cost', request);
}

export function getMessageCostQueryOptions(request: TMessageCostRequest) {
  return queryOptions({
    queryKey: messagingKeys.cost(request),
    queryFn: () => getMessageCost(request),
    staleTime: 0,
  });
}

/** The last figure stays on screen while the next one loads, so the dialog does not flicker as choices change. */
export function useMessageCost(request: TMessageCostRequest | null) {
  return useQuery({
    ...getMessageCostQueryOptions(request ?? { channel: 'email', recipients: 0 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
