import { formatPounds } from '@usher/contract/promo-display';
import type { OrderDeliveryRow } from '../sales/tickets.service';

/**
 * What the guest paid for, as the ticket email's receipt gives it: a line per ticket type and price in the
 * order of the tickets (`2 × Standard at £12.00: £24.00`), the discount with its code, and the total. The
 * amounts are the tickets' own, as stored when they were issued.
 */
export function receiptLines(order: Pick<OrderDeliveryRow, 'tickets' | 'appliedPromo'>): string[] {
  const lines = new Map<string, { variantName: string; price: number; count: number }>();
  for (const { variantName, price } of order.tickets) {
    const key = JSON.stringify([variantName, price]);
    const line = lines.get(key) ?? { variantName, price, count: 0 };
    lines.set(key, { ...line, count: line.count + 1 });
  }
  const discount = order.tickets.reduce((sum, ticket) => sum + ticket.discount, 0);
  const total = order.tickets.reduce((sum, ticket) => sum + ticket.price - ticket.discount, 0);
  const code = order.appliedPromo ? ` (code ${order.appliedPromo})` : '';
  return [
    ...[...lines.values()].map(
      ({ variantName, price, count }) =>
        `${count} × ${variantName} at ${price === 0 ? 'no charge' : formatPounds(price)}: ${formatPounds(count * price)}`,
    ),
    ...(discount > 0 ? [`Discount${code}: −${formatPounds(discount)}`] : []),
    `Total: ${formatPounds(total)}`,
  ];
}
