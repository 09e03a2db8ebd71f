import type { ReactNode } from 'react';
import type { TPublicEvent } from '@usher/contract/public-event';
import { MESSAGES } from '@usher/contract/messages';
import { formatPrice } from '@usher/contract/price-format';
import { PublicQuantityStepper } from '../../../components/public/public-quantity-stepper';
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
  /** Under a ticket type whose waiting list is open (issue 31 §2): the way to join it. */
  renderWaitlist?: (variant: TPublicEvent['ticketVariants'][number]) => ReactNode;
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
    return <span className="public-price">{formatPrice(price)}</span>;
  }
  return (
    <span className="public-row" style={{ gap: 6 }}>
      <s className="public-text-sm public-dimmed" aria-label={`was ${formatPrice(price)}`}>
        {formatPrice(price)}
      </s>
      <span className="public-price" style={{ color: 'var(--public-teal-9)' }}>
        {formatPrice(discounted)}
      </span>
    </span>
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
  renderWaitlist,
}: TicketSelectorProps) {
  return (
    <div className="public-stack" data-gap="sm">
      {event.ticketVariants.map((variant) => {
        const quantity = selection[variant.id] ?? 0;
        const canAdd = !isReadOnly && canAddTicket(event, selection, variant.id);
        // + stops at what is left of the type: say how many, so a grey + does not read as a fault.
        const isAtTypeLimit = !isReadOnly && variant.toBuy > 0 && quantity >= variant.toBuy;
        return (
          <div key={variant.id} className="public-card public-ticket-type">
            <div className="public-row">
              <div className="public-stack" data-gap="xs">
                <span className="public-strong" style={{ overflowWrap: 'anywhere' }}>
                  {variant.name}
                </span>
                {variant.description ? (
                  <span className="public-text-xs public-dimmed public-clamp">{variant.description}</span>
                ) : null}
                <span className="public-row" data-wrap>
                  <Price price={variant.price} discounted={discountedPrices?.get(variant.id)} />
                  {isVariantSoldOut(variant) ? <span className="public-badge">Sold out</span> : null}
                </span>
                {isAtTypeLimit ? (
                  <span className="public-text-xs public-strong" role="status">
                    {MESSAGES.onlyLeft(variant.toBuy)}
                  </span>
                ) : null}
              </div>
              {isReadOnly ? null : (
                <PublicQuantityStepper
                  name={variant.name}
                  quantity={quantity}
                  canAdd={canAdd}
                  onChange={(next) => onChange({ ...selection, [variant.id]: next })}
                  testId={`quantity-${variant.id}`}
                />
              )}
            </div>
            {variant.isWaitlistOpen && renderWaitlist ? (
              <div className="public-stack" data-gap="sm" style={{ marginTop: 12 }}>
                {renderWaitlist(variant)}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
