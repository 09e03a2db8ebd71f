import { describe, expect, it } from 'vitest';
import { describeScope, formatDiscount, formatUses } from './promo-display';

const none = {
  appliesAtAll: false,
  appliesAtActivities: [],
  appliesAtEvents: [],
  appliesAtTicketVariants: [],
};

describe('promo display', () => {
  it('shows a percentage or money off', () => {
    expect(formatDiscount({ percentageAmount: 25, fixedAmount: null })).toBe('25%');
    expect(formatDiscount({ percentageAmount: null, fixedAmount: 500 })).toBe('£5.00');
    expect(formatDiscount({ percentageAmount: null, fixedAmount: 123456 })).toBe('£1,234.56');
  });

  it('says the scope in words', () => {
    expect(describeScope({ ...none, appliesAtAll: true })).toBe('All organisation events');
    expect(describeScope({ ...none, appliesAtEvents: ['a', 'b'] })).toBe('Chosen 2 dates');
    expect(describeScope({ ...none, appliesAtActivities: ['a'], appliesAtTicketVariants: ['t'] })).toBe(
      'Chosen 1 event, 1 ticket type',
    );
  });

  it('shows uses against the cap', () => {
    expect(formatUses({ usedCount: 3, maxUses: 10 })).toBe('3 / 10');
    expect(formatUses({ usedCount: 0, maxUses: null })).toBe('0 / no cap');
  });
});
