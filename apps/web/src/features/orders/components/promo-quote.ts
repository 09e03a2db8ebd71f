import type { TCheckPromoCodeResponse } from '@usher/contract/promo-codes';
import { discountedPrice } from '@usher/contract/promo-pricing';
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
 * What the chosen tickets cost with a checked code: the contract's one pricing function on each ticket type the
 * server says the code applies to, so the screen's total is the order's.
 */
export function quoteWithPromo(
  variants: Pick<TTicketVariant, 'id' | 'price'>[],
  selection: Record<string, number>,
  check: TCheckPromoCodeResponse | undefined,
): TPromoQuote {
  const inScope = new Set(check?.ticketVariants.filter((v) => v.isInScope).map((v) => v.id));
  let subtotal = 0;
  let total = 0;
  let discountedTickets = 0;
  let chosenTickets = 0;
  for (const variant of variants) {
    const quantity = selection[variant.id] ?? 0;
    const isInScope = check !== undefined && inScope.has(variant.id);
    subtotal += variant.price * quantity;
    total += (isInScope ? discountedPrice(check, variant.price) : variant.price) * quantity;
    chosenTickets += quantity;
    if (isInScope) discountedTickets += quantity;
  }
  return {
    subtotal,
    total,
    discountedTickets,
    isForNoneChosen: Boolean(check) && chosenTickets > 0 && discountedTickets === 0,
    isOverCap: check?.usesLeft != null && discountedTickets > check.usesLeft,
  };
}
