import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage, notifyError } from '../../lib/notify';

type ConfirmDeleteButtonProps = Pick<ButtonProps, 'variant' | 'mr'> & {
  label: string;
  title: string;
  question: string;
  /** A line under the question, when deleting keeps or changes something the user may not expect. */
  note?: ReactNode;
  isPending: boolean;
  /** Runs the delete; on failure the dialog closes and the server's message is toasted. */
  onConfirm: () => Promise<unknown>;
};

/** A red delete button with the house confirm (No / Yes); the dialog cannot be dismissed while deleting. */
export function ConfirmDeleteButton({
  label,
  title,
  question,
  note,
  isPending,
  onConfirm,
  variant = 'subtle',
  mr,
}: ConfirmDeleteButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);

  const confirm = () =>
    onConfirm().catch((error: unknown) => {
      close();
      notifyError(errorMessage(error));
    });

  return (
    <>
      <Button
        variant={variant}
        color="red"
        mr={mr}
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={open}
      >
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
