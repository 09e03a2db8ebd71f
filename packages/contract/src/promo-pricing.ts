/** What a promo code gives and where (§3): the part of a code that prices a ticket. */
export type TPromoTerms = {
  percentageAmount: number | null;
  /** Pence off each ticket in scope. */
  fixedAmount: number | null;
  validUntil: string;
  isDeleted: boolean;
  appliesAtAll: boolean;
  appliesAtActivities: readonly string[];
  appliesAtEvents: readonly string[];
  appliesAtTicketVariants: readonly string[];
};

/** Tickets of one type in an order: where they are for and what one costs before any discount (pence). */
export type TPriceLine = {
  ticketVariantId: string;
  eventId: string;
  activityId: string;
  unitPrice: number;
  quantity: number;
};

export type TPricedLine = TPriceLine & {
  isInScope: boolean;
  /** What one ticket costs with the code, in pence; the unit price when the code does not apply. */
  discountedUnitPrice: number;
  /** The discount on the whole line, in pence. */
  discount: number;
};

export type TPricedOrder = {
  lines: TPricedLine[];
  /** Tickets the code applies to: each is one use of a capped code. */
  discountedTickets: number;
  subtotal: number;
  totalDiscount: number;
  total: number;
};

/** A code applies until its validUntil has passed, and never once deleted. */
export function isPromoLive(terms: Pick<TPromoTerms, 'validUntil' | 'isDeleted'>, now: Date): boolean {
  return !terms.isDeleted && Date.parse(terms.validUntil) > now.getTime();
}

/** All of the organiser's tickets, or those of a chosen activity, date or ticket type (§3 scope). */
export function isInPromoScope(
  terms: Pick<
    TPromoTerms,
    'appliesAtAll' | 'appliesAtActivities' | 'appliesAtEvents' | 'appliesAtTicketVariants'
  >,
  line: Pick<TPriceLine, 'ticketVariantId' | 'eventId' | 'activityId'>,
): boolean {
  return (
    terms.appliesAtAll ||
    terms.appliesAtActivities.includes(line.activityId) ||
    terms.appliesAtEvents.includes(line.eventId) ||
    terms.appliesAtTicketVariants.includes(line.ticketVariantId)
  );
}

/** One ticket's price with the code: a fixed amount comes off it, a percentage rounds to the nearest penny, never below 0. */
export function discountedPrice(
  terms: Pick<TPromoTerms, 'percentageAmount' | 'fixedAmount'>,
  unitPrice: number,
) {
  const discount =
    terms.percentageAmount !== null
      ? Math.round((unitPrice * terms.percentageAmount) / 100)
      : (terms.fixedAmount ?? 0);
  return Math.max(0, unitPrice - Math.min(discount, unitPrice));
}

/**
 * Prices an order's lines with a promo code, or none: the one pricing function of both sides. Out-of-scope lines,
 * and every line when the code has expired or was deleted, keep their price.
 */
export function priceOrder(lines: readonly TPriceLine[], terms: TPromoTerms | null, now: Date): TPricedOrder {
  const isLive = terms !== null && isPromoLive(terms, now);
  const priced = lines.map((line): TPricedLine => {
    const isInScope = isLive && isInPromoScope(terms, line);
    const discountedUnitPrice = isInScope ? discountedPrice(terms, line.unitPrice) : line.unitPrice;
    return {
      ...line,
      isInScope,
      discountedUnitPrice,
      discount: (line.unitPrice - discountedUnitPrice) * line.quantity,
    };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const totalDiscount = priced.reduce((sum, line) => sum + line.discount, 0);
  return {
    lines: priced,
    discountedTickets: priced.filter((line) => line.isInScope).reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    totalDiscount,
    total: subtotal - totalDiscount,
  };
}
