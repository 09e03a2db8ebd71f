import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { canIncrease, takenCapacity, type EventAvailability } from '@usher/contract/quantity-rules';
import { formatPrice } from '@usher/contract/price-format';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import type { TTicketSelection } from '@usher/contract/free-order-form';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';

type FreeTicketSelectorProps = {
  /** The venue capacity; null when the date has none. */
  maxTicketCount: number | null;
  variants: TTicketVariant[];
  selection: TTicketSelection;
  onChange: (selection: TTicketSelection) => void;
};

export function availabilityOf(maxTicketCount: number | null, variants: TTicketVariant[]): EventAvailability {
  return { maxTicketCount, variants };
}

/** Tickets still to be had of a type: its own limit, and the venue's for types that count toward it. */
export function ticketsLeft(event: EventAvailability, variant: TTicketVariant): number | null {
  const own =
    variant.maxTicketCount === null
      ? null
      : variant.maxTicketCount - variant.orderCount - variant.reservedCount;
  const venue =
    event.maxTicketCount === null || !variant.isAffectEventTicketCount
      ? null
      : event.maxTicketCount - takenCapacity(event);
  const limits = [own, venue].filter((limit): limit is number => limit !== null);
  return limits.length === 0 ? null : Math.max(0, Math.min(...limits));
}

/** Ticket types with their counters and a − / + stepper; + follows the §4 quantity rules (canIncrease). */
export function FreeTicketSelector({
  maxTicketCount,
  variants,
  selection,
  onChange,
}: FreeTicketSelectorProps) {
  const availability = availabilityOf(maxTicketCount, variants);
  return (
    <Stack gap="sm">
      {variants.map((variant) => {
        const quantity = selection[variant.id] ?? 0;
        const left = ticketsLeft(availability, variant);
        return (
          <Card key={variant.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {variant.name}
                </Text>
                <Group gap={6}>
                  <Text size="sm" fw={700} c="indigo.7">
                    {formatPrice(variant.price)}
                  </Text>
                  {left === 0 ? (
                    <Badge color="red" variant="light" size="sm">
                      Sold out
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" data-testid={`counters-${variant.id}`}>
                  {variant.orderCount} sold · {left === null ? 'no limit' : `${left} available`}
                </Text>
              </Stack>
              <QuantityStepper
                name={variant.name}
                quantity={quantity}
                canAdd={canIncrease(availability, selection, variant.id)}
                onChange={(next) => onChange({ ...selection, [variant.id]: next })}
                testId={`quantity-${variant.id}`}
              />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
