import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notify, notifyError } from '../../../lib/notify';
import { checkInKeys } from '../api/check-in-keys';
import { getDeviceId } from '../api/device-id';
import { randomId } from '../api/random-id';
import { ManualCheckInConfirm } from '../components/manual-check-in-confirm';
import type { TLocalGuest } from './local-guests';
import { checkInByHandOffline } from './offline-answer';

type LocalManualCheckInDialogProps = {
  guest: TLocalGuest | null;
  /** "Ticket 1 of 2" when the order has more than one ticket. */
  place: string | null;
  onClose: () => void;
};

/**
 * The offline guest list's manual check-in: OK answers at once from the copy on this device (green, orange or
 * red, as a scan would) and queues the check-in for the next sync.
 */
export function LocalManualCheckInDialog({ guest, place, onClose }: LocalManualCheckInDialogProps) {
  const queryClient = useQueryClient();
  const checkIn = useMutation({
    mutationFn: (ticket: TLocalGuest) =>
      checkInByHandOffline(ticket, { nonce: randomId(), deviceId: getDeviceId(), checkedInAt: new Date() }),
    // The device's own database answers with no network.
    networkMode: 'always',
    onSettled: (_answer, _error, ticket) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkInKeys.offlineGuests(ticket.eventId) }),
        queryClient.invalidateQueries({ queryKey: checkInKeys.offline(ticket.eventId) }),
      ]),
  });

  const onConfirm = () => {
    if (!guest) return;
    checkIn.mutate(guest, {
      onSuccess: (offline) =>
        offline.kind === 'answered'
          ? notify(offline.answer.color, offline.answer.message)
          : notifyError(MESSAGES.notFound),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: onClose,
    });
  };

  return (
    <ManualCheckInConfirm
      isOpen={guest !== null}
      ticketLine={
        guest
          ? [guest.guestName, guest.ticketVariantName, place, `Order ${guest.orderReference}`]
              .filter(Boolean)
              .join(', ')
          : null
      }
      isPending={checkIn.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
