import { onlineTicketFee } from '@usher/contract/sales';
import type { PaymentLine } from './payment-provider';

/** Usher's fee on a payment under Connect: the FAQ's fee on each ticket at its discounted price (§4). */
export function applicationFeeOf(lines: PaymentLine[]): number {
  return lines.reduce((sum, line) => sum + onlineTicketFee(line.unitAmount) * line.quantity, 0);
}
