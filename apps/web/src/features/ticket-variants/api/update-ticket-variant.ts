import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketVariant, TTicketVariantRequest } from '@usher/contract/ticket-variants';
import { api } from '../../../lib/api-client';
import { ticketVariantKeys } from './ticket-variant-keys';
import { invalidateTicketVariants } from './invalidate-ticket-variants';

/** 409 when tickets were sold meanwhile and the name or price changed. */
export function updateTicketVariant({
  ticketId,
  body,
}: {
  ticketId: string;
  body: TTicketVariantRequest;
}): Promise<TTicketVariant> {
  return api.post<TTicketVariant>(`/api/client/ticket-variant/${encodeURIComponent(ticketId)}/update`, body);
}

export function useUpdateTicketVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketVariant,
    onSuccess: (variant) => {
      queryClient.setQueryData(ticketVariantKeys.detail(variant.id), variant);
      return invalidateTicketVariants(queryClient, variant.eventId);
    },
  });
}
