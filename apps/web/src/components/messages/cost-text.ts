import type { TMessageCostResponse } from '@usher/contract/mailing';
import { FREE_EMAILS_PER_MONTH, formatCostPounds } from '@usher/contract/message-cost';

export const TAILORED_PRICE_TEXT = 'tailored price — contact us';

const count = (value: number) => value.toLocaleString('en-GB');

/** The §9 price of a send as the confirmation says it. */
export function costText(cost: TMessageCostResponse): string {
  if (cost.tailored || cost.cost === null) return TAILORED_PRICE_TEXT;
  if (cost.cost === 0) return 'Free';
  return `${formatCostPounds(cost.cost)} ex VAT`;
}

/** The line under the price: what is left of this month's free emails, or the SMS unit price. */
export function costNote(cost: TMessageCostResponse): string {
  if (cost.channel === 'sms') return `${count(cost.recipients)} × £0.069 ex VAT`;
  return `${count(cost.freeLeft)} of ${count(FREE_EMAILS_PER_MONTH)} free emails left this month (${count(
    cost.sentThisMonth,
  )} sent)`;
}
