import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { errorMessage, notifyError } from '../../lib/notify';

export type ConfirmActionButtonProps = Pick<
  ButtonProps,
  'variant' | 'mr' | 'size' | 'mih' | 'leftSection'
> & {
  label: string;
  /** The button's accessible name where the label alone is ambiguous (one button per row). */
  ariaLabel?: string;
  title: string;
  question: string;
  /** A line under the question, when the action keeps or changes something the user may not expect. */
  note?: ReactNode;
  isPending: boolean;
  /** Runs the action; the dialog closes either way, and on failure the server's message is toasted. */
  onConfirm: () => Promise<unknown>;
};

/** A red button with the house confirm (No / Yes); the dialog cannot be dismissed while the action runs. */
export function ConfirmActionButton({
  label,
  ariaLabel,
  title,
  question,
  note,
  isPending,
  onConfirm,
  variant = 'subtle',
  ...buttonProps
}: ConfirmActionButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);

  const confirm = () =>
    onConfirm().then(close, (error: unknown) => {
      close();
      notifyError(errorMessage(error));
    });

  return (
    <>
      <Button variant={variant} color="red" onClick={open} aria-label={ariaLabel} {...buttonProps}>
        {label}
      </Button>
      <Modal opened={opened} onClose={isPending ? () => {} : close} title={title} centered>
        <Text size="sm">{question}</Text>
        {note}
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} disabled={isPending}>
            No
          </Button>
          <Button color="red.8" onClick={() => void confirm()} loading={isPending}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
