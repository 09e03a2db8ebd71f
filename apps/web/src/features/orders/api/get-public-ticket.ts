import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicTicket } from '@usher/contract/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export function getPublicTicket(externalId: string): Promise<TPublicTicket> {
  return api.get<TPublicTicket>(`/api/public/ticket/${encodeURIComponent(externalId)}`);
}

export function getPublicTicketQueryOptions(externalId: string) {
  return queryOptions({
    queryKey: orderKeys.publicTicket(externalId),
    queryFn: () => getPublicTicket(externalId),
  });
}

/** Refetched when the guest comes back to the tab, so a ticket scanned meanwhile shows as checked in. */
export function usePublicTicket(externalId: string) {
  return useQuery({ ...getPublicTicketQueryOptions(externalId), refetchOnWindowFocus: true });
}
