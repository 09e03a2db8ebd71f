import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScanAnswer } from '@usher/contract/check-in';
import { checkInKeys } from './check-in-keys';
import { postCheckInOnce } from './check-in-scanned-code';
import { randomId } from './random-id';

type ManualCheckIn = { eventId: string; ticketExternalId: string };

/**
 * The guest list's check-in of one ticket; answers green, or orange when someone else was quicker. Retried with
 * one nonce like a scan, so a lost answer never comes back as orange for this very check-in.
 */
export function checkInManually({ eventId, ticketExternalId }: ManualCheckIn): Promise<TScanAnswer> {
  return postCheckInOnce(
    `/api/client/check-in/${encodeURIComponent(eventId)}/manual-check-in/${encodeURIComponent(ticketExternalId)}`,
    randomId(),
  );
}

export function useCheckInManually() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInManually,
    onSettled: (_answer, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: checkInKeys.event(eventId) }),
  });
}
