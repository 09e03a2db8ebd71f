import type { TPromoPrices } from '@usher/contract/promo-codes';
import type { TPublicEvent } from '@usher/contract/public-event';

export type THeldLine = {
  id: string;
  name: string;
  quantity: number;
  /** Pence for one ticket before and with the code. */
  unitPrice: number;
  discountedUnitPrice: number;
  lineTotal: number;
};

/**
 * The hold's lines priced as the order will be: each ticket type's price with the applied code as the server
 * worked it out with the one pricing function (`discountedPrice`), times its quantity.
 */
export function priceHeldLines(
  variants: TPublicEvent['ticketVariants'],
  items: { identity: string; quantity: number }[],
  promo: TPromoPrices | undefined,
): { lines: THeldLine[]; subtotal: number; total: number } {
  const discounted = new Map(promo?.ticketVariants.map((variant) => [variant.id, variant.discountedPrice]));
  const lines = items.flatMap(({ identity, quantity }) => {
    const variant = variants.find((candidate) => candidate.id === identity);
    if (!variant || quantity === 0) return [];
    const discountedUnitPrice = discounted.get(identity) ?? variant.price;
    return [
      {
        id: identity,
        name: variant.name,
        quantity,
        unitPrice: variant.price,
        discountedUnitPrice,
        lineTotal: discountedUnitPrice * quantity,
      },
    ];
  });
  return {
    lines,
    subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}
