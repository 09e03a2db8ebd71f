import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuest } from '@usher/contract/check-in';
import type { TUndoCheckInRequest } from '@usher/contract/check-in-log';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

type UndoCheckIn = TUndoCheckInRequest & { eventId: string; ticketExternalId: string };

/** Takes back a guest's check-in, with why; answers the guest row, no longer checked in. */
export function undoCheckIn({ eventId, ticketExternalId, reason }: UndoCheckIn): Promise<TGuest> {
  return api.post<TGuest>(
    `/api/client/check-in/${encodeURIComponent(eventId)}/undo/${encodeURIComponent(ticketExternalId)}`,
    { reason },
  );
}

export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCheckIn,
    onSettled: (_guest, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: checkInKeys.event(eventId) }),
  });
}
