import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUndoCheckInRequest } from '@usher/contract/check-in-log';
import type { TDoorGuest } from '@usher/contract/door';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';
import { doorPath } from './door-path';

type UndoAtDoor = TUndoCheckInRequest & { ticketId: string };

/** The crew take back a check-in, with why; answers the guest, no longer checked in. */
export function undoAtDoor(token: string, { ticketId, reason }: UndoAtDoor): Promise<TDoorGuest> {
  return api.post<TDoorGuest>(doorPath(token, 'undo', ticketId), { reason });
}

export function useUndoAtDoor(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (undo: UndoAtDoor) => undoAtDoor(token, undo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKeys.door(token) }),
  });
}
