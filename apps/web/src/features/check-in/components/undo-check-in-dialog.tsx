import type { TGuest } from '@usher/contract/check-in';
import { useUndoCheckIn } from '../api/undo-check-in';
import { guestLabel, ticketNumber } from './guest-details';
import { UndoReasonDialog } from './undo-reason-dialog';

type UndoCheckInDialogProps = { eventId: string; guest: TGuest | null; onClose: () => void };

/** The guest list's undo of a check-in, kept in the log with the organiser's user. */
export function UndoCheckInDialog({ eventId, guest, onClose }: UndoCheckInDialogProps) {
  const undo = useUndoCheckIn();
  return (
    <UndoReasonDialog
      ticketLine={
        guest
          ? `${guestLabel(guest)}, ${guest.ticketVariantName}, ${ticketNumber(guest)}${
              guest.checkedInBy ? `, checked in by ${guest.checkedInBy}` : ''
            }`
          : null
      }
      reasonDescription="Kept in the check-in log with your name."
      doneMessage={guest ? `Check-in undone: ${guestLabel(guest)}` : ''}
      isPending={undo.isPending}
      onUndo={(reason, callbacks) => {
        if (guest) undo.mutate({ eventId, ticketExternalId: guest.ticketExternalId, reason }, callbacks);
      }}
      onClose={onClose}
    />
  );
}
