import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScanAnswer } from '@usher/contract/check-in';
import { checkInQueryKey } from './get-check-in-event';
import { postCheckIn } from './post-check-in';

type ManualCheckIn = { eventId: string; ticketExternalId: string };

/** The guest list's check-in of one ticket; answers green, or orange when someone else was quicker. */
export function checkInManually({ eventId, ticketExternalId }: ManualCheckIn): Promise<TScanAnswer> {
  return postCheckIn(
    `/api/client/check-in/${encodeURIComponent(eventId)}/manual-check-in/${encodeURIComponent(ticketExternalId)}`,
  );
}

export function useCheckInManually() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInManually,
    onSettled: (_answer, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: checkInQueryKey(eventId) }),
  });
}
