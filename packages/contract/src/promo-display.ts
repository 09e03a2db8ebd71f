import type { TPromoCode } from './promo-codes';

/** Pence as pounds with two decimals, `£5.00` (a discount of 0 is still money, never 'Free'). */
export const formatPounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `25%` or `£5.00` off each ticket in scope. */
export function formatDiscount(code: Pick<TPromoCode, 'percentageAmount' | 'fixedAmount'>): string {
  return code.percentageAmount !== null ? `${code.percentageAmount}%` : formatPounds(code.fixedAmount ?? 0);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The scope in words from its ids (§3): all organisation events, or how many events, dates and ticket types. */
export function describeScope(
  code: Pick<
    TPromoCode,
    'appliesAtAll' | 'appliesAtActivities' | 'appliesAtEvents' | 'appliesAtTicketVariants'
  >,
): string {
  if (code.appliesAtAll) return 'All organisation events';
  const parts = [
    code.appliesAtActivities.length ? count(code.appliesAtActivities.length, 'event', 'events') : '',
    code.appliesAtEvents.length ? count(code.appliesAtEvents.length, 'date', 'dates') : '',
    code.appliesAtTicketVariants.length
      ? count(code.appliesAtTicketVariants.length, 'ticket type', 'ticket types')
      : '',
  ].filter(Boolean);
  return parts.length ? `Chosen ${parts.join(', ')}` : 'Nothing';
}

/** Tickets used / cap: `3 / 10`, or `3 / no cap`. */
export function formatUses(code: Pick<TPromoCode, 'usedCount' | 'maxUses'>): string {
  return `${code.usedCount} / ${code.maxUses ?? 'no cap'}`;
}
