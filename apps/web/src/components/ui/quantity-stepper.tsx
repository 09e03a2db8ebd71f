import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

type QuantityStepperProps = {
  /** The ticket type's name: the buttons read 'Remove one {name}' and 'Add one {name}'. */
  name: string;
  quantity: number;
  canAdd: boolean;
  onChange: (quantity: number) => void;
  testId?: string;
};

/** − count + for one ticket type, with thumb-sized buttons; the count is announced as it changes. */
export function QuantityStepper({ name, quantity, canAdd, onChange, testId }: QuantityStepperProps) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`${name} quantity`}>
      <ActionIcon
        variant="default"
        size={44}
        radius="xl"
        aria-label={`Remove one ${name}`}
        disabled={quantity <= 0}
        onClick={() => onChange(Math.max(0, quantity - 1))}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <Text fw={600} w={28} ta="center" aria-live="polite" data-testid={testId}>
        {quantity}
      </Text>
      <ActionIcon
        variant="filled"
        size={44}
        radius="xl"
        aria-label={`Add one ${name}`}
        disabled={!canAdd}
        onClick={() => onChange(quantity + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
