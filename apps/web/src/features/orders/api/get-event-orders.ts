import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrdersList } from '@usher/contract/sales';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** A date's orders, newest first (the 200 newest), found by name, email, phone or reference. */
export function getEventOrders(eventId: string, search: string): Promise<TOrdersList> {
  const query = new URLSearchParams({ search });
  return api.get<TOrdersList>(`/api/client/event/${encodeURIComponent(eventId)}/orders?${query}`);
}

export function getEventOrdersQueryOptions(eventId: string, search: string) {
  return queryOptions({
    queryKey: orderKeys.eventOrders(eventId, search),
    queryFn: () => getEventOrders(eventId, search),
    placeholderData: keepPreviousData,
  });
}

export function useEventOrders(eventId: string, search: string) {
  return useQuery(getEventOrdersQueryOptions(eventId, search));
}
