import { Button, Group, Modal, Text } from '@mantine/core';

export type OrderDialogChoice = {
  label: string;
  /** The choice that changes money or tickets most is the filled red one; the others are lighter. */
  isDestructive?: boolean;
  run: () => Promise<unknown>;
};

type OrderActionDialogProps = {
  title: string;
  question: string;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  /** The way out that changes nothing ("Keep order", "No"). */
  keepLabel: string;
  choices: OrderDialogChoice[];
};

/**
 * The confirm of an order's Cancel or Refund (issue 28 §7): the question names the guest and the amount, and
 * each way on is its own button ("Cancel only", "Cancel and refund"). It cannot be dismissed while one runs, and
 * hands focus back itself (`returnFocus` off): the button that opened it may be gone once the order changed.
 */
export function OrderActionDialog(props: OrderActionDialogProps) {
  const { title, question, opened, isPending, onClose, keepLabel, choices } = props;
  return (
    <Modal
      opened={opened}
      onClose={isPending ? () => {} : onClose}
      title={title}
      centered
      returnFocus={false}
    >
      <Text size="sm">{question}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isPending} mih={44}>
          {keepLabel}
        </Button>
        {choices.map((choice) => (
          <Button
            key={choice.label}
            // Red 8 filled, the theme's red when light: Mantine gives a light button of one shade that shade's full
            // colour as its background, under its own red text.
            color={choice.isDestructive ? 'red.8' : 'red'}
            variant={choice.isDestructive ? 'filled' : 'light'}
            onClick={() => void choice.run()}
            loading={isPending}
            mih={44}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </Modal>
  );
}
