import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketVariant, TTicketVariantRequest } from '@usher/contract/ticket-variants';
import { api } from '../../../lib/api-client';
import { ticketVariantKeys } from './ticket-variant-keys';
import { invalidateTicketVariants } from './invalidate-ticket-variants';

export function createTicketVariant(body: TTicketVariantRequest): Promise<TTicketVariant> {
  return api.post<TTicketVariant>('/api/client/ticket-variant/', body);
}

export function useCreateTicketVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicketVariant,
    onSuccess: (variant) => {
      queryClient.setQueryData(ticketVariantKeys.detail(variant.id), variant);
      return invalidateTicketVariants(queryClient, variant.eventId);
    },
  });
}
