import type { TCheckPromoCodeResponse } from '@usher/contract/promo-codes';
import type { TTicketVariant } from '@usher/contract/ticket-variants';

export type TPromoQuote = {
  /** Pence to collect before and with the code. */
  subtotal: number;
  total: number;
  /** Chosen tickets the code applies to: each one use of a capped code. */
  discountedTickets: number;
  /** The code is for none of the chosen tickets: the server would refuse the order. */
  isForNoneChosen: boolean;
  /** More tickets in scope chosen than the code has uses left: the server would refuse the order. */
  isOverCap: boolean;
};

/**
 * Whether the code applies to a ticket type, read from the server's prices: a paid ticket it leaves at full price
 * is out of scope, unless the code takes nothing off anything (0 %), where the prices cannot tell.
 */
function isInScope(check: TCheckPromoCodeResponse, variant: { price: number; discountedPrice: number }) {
  const takesSomething = (check.percentageAmount ?? 0) > 0 || (check.fixedAmount ?? 0) > 0;
  return !(takesSomething && variant.price > 0 && variant.discountedPrice === variant.price);
}

/** What the chosen tickets cost with a checked code, priced by the server's answer for each ticket type. */
export function quoteWithPromo(
  variants: Pick<TTicketVariant, 'id' | 'price'>[],
  selection: Record<string, number>,
  check: TCheckPromoCodeResponse | undefined,
): TPromoQuote {
  const priced = new Map(check?.ticketVariants.map((variant) => [variant.id, variant]));
  let subtotal = 0;
  let total = 0;
  let discountedTickets = 0;
  let chosenTickets = 0;
  for (const variant of variants) {
    const quantity = selection[variant.id] ?? 0;
    const withCode = priced.get(variant.id);
    subtotal += variant.price * quantity;
    total += (withCode?.discountedPrice ?? variant.price) * quantity;
    chosenTickets += quantity;
    if (check && withCode && isInScope(check, withCode)) discountedTickets += quantity;
  }
  return {
    subtotal,
    total,
    discountedTickets,
    isForNoneChosen: Boolean(check) && chosenTickets > 0 && discountedTickets === 0,
    isOverCap: check?.usesLeft != null && discountedTickets > check.usesLeft,
  };
}
