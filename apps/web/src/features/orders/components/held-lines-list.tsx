import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatPounds } from '@usher/contract/promo-display';
import { formatPrice } from '@usher/contract/price-format';
import type { THeldLine } from './held-lines';

type HeldLinesListProps = { lines: THeldLine[]; subtotal: number; total: number };

/** The held tickets priced as the order will be, with the saving and the total to pay. */
export function HeldLinesList({ lines, subtotal, total }: HeldLinesListProps) {
  return (
    <Stack gap={6} data-testid="held-lines">
      {lines.map((line) => (
        <Group key={line.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {line.quantity} × {line.name}
          </Text>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {line.discountedUnitPrice < line.unitPrice ? (
              <Text span c="dimmed" td="line-through" size="sm" mr={6}>
                {formatPounds(line.unitPrice * line.quantity)}
              </Text>
            ) : null}
            {formatPounds(line.lineTotal)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      {total < subtotal ? (
        <Group justify="space-between">
          <Text size="sm" c="teal.9">
            Discount
          </Text>
          <Text size="sm" c="teal.9">
            −{formatPounds(subtotal - total)}
          </Text>
        </Group>
      ) : null}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} fz="lg" aria-live="polite" data-testid="checkout-total">
          {total === 0 ? formatPrice(0) : formatPounds(total)}
        </Text>
      </Group>
    </Stack>
  );
}
