import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventSales } from '@usher/contract/sales';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** A date's sales per channel and tickets sold per London day (ROLE_MASTER or ROLE_admin). */
export function getEventSales(eventId: string): Promise<TEventSales> {
  return api.get<TEventSales>(`/api/client/event/${encodeURIComponent(eventId)}/sales`);
}

export function getEventSalesQueryOptions(eventId: string) {
  return queryOptions({ queryKey: orderKeys.sales(eventId), queryFn: () => getEventSales(eventId) });
}

export function useEventSales(eventId: string) {
  return useQuery(getEventSalesQueryOptions(eventId));
}
