import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketVariant, TTicketVariantRequest } from '@usher/contract/ticket-variants';
import { api } from '../../../lib/api-client';
import { getTicketVariantQueryOptions } from './get-ticket-variant';
import { invalidateTicketVariants } from './invalidate-ticket-variants';

export function createTicketVariant(body: TTicketVariantRequest): Promise<TTicketVariant> {
  return api.post<TTicketVariant>('/api/client/ticket-variant/', body);
}

export function useCreateTicketVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicketVariant,
    onSuccess: (variant) => {
      queryClient.setQueryData(getTicketVariantQueryOptions(variant.id).queryKey, variant);
      return invalidateTicketVariants(queryClient, variant.eventId);
    },
  });
}
