import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketVariantKeys } from './ticket-variant-keys';
import { invalidateTicketVariants } from './invalidate-ticket-variants';

/** 409 once tickets of the type were sold. */
export function deleteTicketVariant({ ticketId }: { ticketId: string; eventId: string }): Promise<unknown> {
  return api.post(`/api/client/ticket-variant/${encodeURIComponent(ticketId)}/delete`);
}

export function useDeleteTicketVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicketVariant,
    onSuccess: (_result, { ticketId, eventId }) => {
      queryClient.removeQueries({ queryKey: ticketVariantKeys.detail(ticketId) });
      return invalidateTicketVariants(queryClient, eventId);
    },
  });
}
