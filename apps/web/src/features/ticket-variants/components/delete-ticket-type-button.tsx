import { MESSAGES } from '@usher/contract/messages';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTicketVariant } from '../api/delete-ticket-variant';

export const DELETE_TICKET_TYPE_CONFIRM = 'Are you sure you want to delete this ticket type?';

type DeleteTicketTypeButtonProps = { variant: TTicketVariant; onDeleted: () => void };

/** Offered only while no ticket of the type was sold (§4). */
export function DeleteTicketTypeButton({ variant, onDeleted }: DeleteTicketTypeButtonProps) {
  const deleteVariant = useDeleteTicketVariant();

  return (
    <ConfirmDeleteButton
      label="Delete"
      title="Delete ticket type"
      question={DELETE_TICKET_TYPE_CONFIRM}
      mr="auto"
      isPending={deleteVariant.isPending}
      onConfirm={async () => {
        await deleteVariant.mutateAsync({ ticketId: variant.id, eventId: variant.eventId });
        notifySuccess(MESSAGES.ticketTypeDeleted);
        onDeleted();
      }}
    />
  );
}
