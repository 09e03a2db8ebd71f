import type { TGuest } from '@usher/contract/check-in';
import { errorMessage, notify, notifyError } from '../../../lib/notify';
import { useCheckInManually } from '../api/check-in-manually';
import { ManualCheckInConfirm } from './manual-check-in-confirm';

type ManualCheckInDialogProps = { eventId: string; guest: TGuest | null; onClose: () => void };

/** The guest list's manual check-in: OK checks in and shows the server's answer. */
export function ManualCheckInDialog({ eventId, guest, onClose }: ManualCheckInDialogProps) {
  const checkIn = useCheckInManually();

  const onConfirm = () => {
    if (!guest) return;
    checkIn.mutate(
      { eventId, ticketExternalId: guest.ticketExternalId },
      {
        onSuccess: (answer) => notify(answer.color, answer.message),
        onError: (error) => notifyError(errorMessage(error)),
        onSettled: onClose,
      },
    );
  };

  return (
    <ManualCheckInConfirm
      isOpen={guest !== null}
      ticketLine={
        guest
          ? `${guest.guestName ?? guest.orderReference}, ${guest.ticketVariantName}, Ticket ${guest.ticketIndex} of ${guest.groupIndex}`
          : null
      }
      isPending={checkIn.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
