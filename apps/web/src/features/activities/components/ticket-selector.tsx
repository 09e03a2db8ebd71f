import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TPublicEvent } from '@usher/contract/public-event';
import { formatPrice } from '@usher/contract/price-format';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { canAddTicket, type TTicketLimitsEvent } from './ticket-limits';

export type TTicketSelection = Record<string, number>;

type TicketSelectorProps = {
  event: TTicketLimitsEvent;
  selection: TTicketSelection;
  onChange: (selection: TTicketSelection) => void;
  /** Over or sold out: prices only, no steppers. */
  isReadOnly?: boolean;
  /** Each ticket type's price with an applied promo code. */
  discountedPrices?: ReadonlyMap<string, number> | null;
};

export function totalPrice(
  event: Pick<TPublicEvent, 'ticketVariants'>,
  selection: TTicketSelection,
  discountedPrices?: ReadonlyMap<string, number> | null,
): number {
  return event.ticketVariants.reduce(
    (sum, variant) =>
      sum + (discountedPrices?.get(variant.id) ?? variant.price) * (selection[variant.id] ?? 0),
    0,
  );
}

/** The price, or the old one struck through beside the price with the code. */
function Price({ price, discounted }: { price: number; discounted: number | undefined }) {
  if (discounted === undefined || discounted === price) {
    return (
      <Text fw={700} c="indigo.7">
        {formatPrice(price)}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      <Text c="dimmed" td="line-through" size="sm" aria-label={`was ${formatPrice(price)}`}>
        {formatPrice(price)}
      </Text>
      <Text fw={700} c="teal.9">
        {formatPrice(discounted)}
      </Text>
    </Group>
  );
}

/** Nothing left for a customer: its own maximum or the venue's capacity is taken. */
function isVariantSoldOut(variant: TPublicEvent['ticketVariants'][number]): boolean {
  return variant.toBuy === 0;
}

/** Ticket types with a − / + stepper each; + follows the §4 quantity rules and `toBuy` (canAddTicket). */
export function TicketSelector({
  event,
  selection,
  onChange,
  isReadOnly = false,
  discountedPrices,
}: TicketSelectorProps) {
  return (
    <Stack gap="sm">
      {event.ticketVariants.map((variant) => {
        const quantity = selection[variant.id] ?? 0;
        const canAdd = !isReadOnly && canAddTicket(event, selection, variant.id);
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
                  <Price price={variant.price} discounted={discountedPrices?.get(variant.id)} />
                  {isVariantSoldOut(variant) ? (
                    <Badge color="red" variant="light" size="sm">
                      Sold out
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
              {isReadOnly ? null : (
                <QuantityStepper
                  name={variant.name}
                  quantity={quantity}
                  canAdd={canAdd}
                  onChange={(next) => onChange({ ...selection, [variant.id]: next })}
                  testId={`quantity-${variant.id}`}
                />
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
