import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePromoCode } from '../api/delete-promo-code';

/** Deletes the code after a confirm (§4: at any time), then goes back to the list, where it shows as Deleted. */
export function DeletePromoCodeButton({ id }: { id: string }) {
  const navigate = useNavigate();
  const remove = useDeletePromoCode();

  return (
    <ConfirmDeleteButton
      label="Delete"
      title="Delete promo code"
      question={MESSAGES.promoCodeDeleteConfirm}
      note={
        <Text size="xs" c="dimmed" mt="xs">
          Tickets already sold with it keep their price.
        </Text>
      }
      variant="light"
      isPending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(id);
        notifySuccess(MESSAGES.promoCodeDeleted);
        void navigate('/codes');
      }}
    />
  );
}
