import { useNavigate } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteMailingList } from '../api/delete-mailing-list';

/** Delete list, with a confirm (No / Yes), then back to the lists. */
export function DeleteListButton({ listId }: { listId: string }) {
  const navigate = useNavigate();
  const deleteList = useDeleteMailingList();

  return (
    <ConfirmDeleteButton
      label="Delete list"
      title="Delete list"
      question={MESSAGES.mailingListDeleteConfirm}
      isPending={deleteList.isPending}
      onConfirm={async () => {
        await deleteList.mutateAsync(listId);
        notifySuccess(MESSAGES.mailingListDeleted);
        void navigate('/messages/manage-lists/', { replace: true });
      }}
    />
  );
}
