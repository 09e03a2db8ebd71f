import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import { api } from '../../../lib/api-client';
import { ticketVariantKeys } from './ticket-variant-keys';

export function getTicketVariant(ticketId: string): Promise<TTicketVariant> {
  return api.get<TTicketVariant>(`/api/client/ticket-variant/${encodeURIComponent(ticketId)}`);
}

export function getTicketVariantQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: ticketVariantKeys.detail(ticketId),
    queryFn: () => getTicketVariant(ticketId),
  });
}

export function useTicketVariant(ticketId: string | undefined) {
  return useQuery({ ...getTicketVariantQueryOptions(ticketId ?? ''), enabled: Boolean(ticketId) });
}
