import { IconTrash } from '@tabler/icons-react';
import { ConfirmActionButton, type ConfirmActionButtonProps } from './confirm-action-button';

type ConfirmDeleteButtonProps = Omit<ConfirmActionButtonProps, 'leftSection' | 'size' | 'mih' | 'ariaLabel'>;

/** A red delete button with the house confirm (No / Yes); a refused delete closes it and toasts why. */
export function ConfirmDeleteButton(props: ConfirmDeleteButtonProps) {
  return <ConfirmActionButton leftSection={<IconTrash size={16} aria-hidden />} {...props} />;
}
