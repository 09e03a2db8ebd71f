import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScanAnswer } from '@usher/contract/check-in';
import { postCheckInOnce, type TCheckIn } from './check-in-scanned-code';
import { checkInKeys } from './check-in-keys';
import { doorPath } from './door-path';
import { randomId } from './random-id';

/** A scan on the crew's phone: the organiser's scan (nonce, retries) sent to the door link's route. */
export const checkInAtDoor =
  (token: string): TCheckIn =>
  (scan, retryDelaysMs) =>
    postCheckInOnce(doorPath(token, 'check-in', scan.code), scan.nonce, retryDelaysMs);

/** The crew's check-in by hand of a guest they searched for, retried with one nonce like a scan. */
export function checkInManuallyAtDoor(token: string, ticketId: string): Promise<TScanAnswer> {
  return postCheckInOnce(doorPath(token, 'manual-check-in', ticketId), randomId());
}

export function useCheckInManuallyAtDoor(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => checkInManuallyAtDoor(token, ticketId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKeys.door(token) }),
  });
}
