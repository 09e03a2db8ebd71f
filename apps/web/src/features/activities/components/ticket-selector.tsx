import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { TPublicEvent } from '@usher/contract/public-event';
import { canIncrease, type EventAvailability } from '@usher/contract/quantity-rules';
import { formatPrice } from '@usher/contract/ticket-variants';

export type TTicketSelection = Record<string, number>;

type TicketSelectorProps = {
  event: Pick<TPublicEvent, 'maxTicketCount' | 'ticketVariants'>;
  selection: TTicketSelection;
  onChange: (selection: TTicketSelection) => void;
  /** Over or sold out: prices only, no steppers. */
  isReadOnly?: boolean;
};

export function totalPrice(event: Pick<TPublicEvent, 'ticketVariants'>, selection: TTicketSelection): number {
  return event.ticketVariants.reduce((sum, variant) => sum + variant.price * (selection[variant.id] ?? 0), 0);
}

function isVariantSoldOut(variant: TPublicEvent['ticketVariants'][number]): boolean {
  return (
    variant.maxTicketCount !== null && variant.orderCount + variant.reservedCount >= variant.maxTicketCount
  );
}

/** Ticket types with a − / + stepper each; + follows the §4 quantity rules exactly (canIncrease). */
export function TicketSelector({ event, selection, onChange, isReadOnly = false }: TicketSelectorProps) {
  const availability: EventAvailability = {
    maxTicketCount: event.maxTicketCount,
    variants: event.ticketVariants,
  };

  return (
    <Stack gap="sm">
      {event.ticketVariants.map((variant) => {
        const quantity = selection[variant.id] ?? 0;
        const canAdd = !isReadOnly && canIncrease(availability, selection, variant.id);
        return (
          <Card key={variant.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {variant.name}
                </Text>
                {variant.description ? (
                  <Text size="xs" c="dimmed" lineClamp={3}>
                    {variant.description}
                  </Text>
                ) : null}
                <Group gap={6}>
                  <Text fw={700} c="indigo.7">
                    {formatPrice(variant.price)}
                  </Text>
                  {isVariantSoldOut(variant) ? (
                    <Badge color="red" variant="light" size="sm">
                      Sold out
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
              {isReadOnly ? null : (
                <Group gap={6} wrap="nowrap" role="group" aria-label={`${variant.name} quantity`}>
                  <ActionIcon
                    variant="default"
                    size={36}
                    radius="xl"
                    aria-label={`Remove one ${variant.name}`}
                    disabled={quantity <= 0}
                    onClick={() => onChange({ ...selection, [variant.id]: Math.max(0, quantity - 1) })}
                  >
                    <IconMinus size={16} aria-hidden />
                  </ActionIcon>
                  <Text fw={600} w={24} ta="center" aria-live="polite" data-testid={`quantity-${variant.id}`}>
                    {quantity}
                  </Text>
                  <ActionIcon
                    variant="filled"
                    size={36}
                    radius="xl"
                    aria-label={`Add one ${variant.name}`}
                    disabled={!canAdd}
                    onClick={() => onChange({ ...selection, [variant.id]: quantity + 1 })}
                  >
                    <IconPlus size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
