import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSendCost, formatCostPounds, monthEmailCostPence, smsSendCost } from './message-cost';

describe('monthEmailCostPence', () => {
  it.each([
    [0, 0],
    [1000, 0],
    [1001, 199],
    [2000, 199],
    [2001, 398],
    [50_000, 49 * 199],
    [50_001, null],
  ])('%i emails in a month cost %s pence', (emails, pence) => {
    expect(monthEmailCostPence(emails)).toBe(pence);
  });

  it('never decreases and is always a whole number of started blocks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 49_999 }), (emails) => {
        const now = monthEmailCostPence(emails) as number;
        const next = monthEmailCostPence(emails + 1) as number;
        expect(next).toBeGreaterThanOrEqual(now);
        expect(now % 199).toBe(0);
        expect(now / 199).toBe(Math.ceil(Math.max(0, emails - 1000) / 1000));
      }),
    );
  });
});

describe('emailSendCost', () => {
  it('charges only the blocks this send starts', () => {
    expect(emailSendCost(999, 1)).toEqual({ cost: 0, tailored: false, freeLeft: 1 });
    expect(emailSendCost(1000, 1)).toEqual({ cost: 199, tailored: false, freeLeft: 0 });
    expect(emailSendCost(1001, 999)).toEqual({ cost: 0, tailored: false, freeLeft: 0 });
    expect(emailSendCost(49_000, 1001)).toEqual({ cost: null, tailored: true, freeLeft: 0 });
  });

  it('adds up: the sends of a month cost what the month costs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 10 }), (sends) => {
        let sent = 0;
        let total = 0;
        for (const recipients of sends) {
          const { cost } = emailSendCost(sent, recipients);
          sent += recipients;
          if (cost === null) return;
          total += cost;
        }
        expect(total).toBe(monthEmailCostPence(sent));
      }),
    );
  });
});

describe('smsSendCost', () => {
  it('costs £0.069 each', () => {
    expect(smsSendCost(3).cost).toBe(20.7);
    expect(smsSendCost(1000).cost).toBe(6900);
    expect(formatCostPounds(20.7)).toBe('£0.207');
    expect(formatCostPounds(199)).toBe('£1.99');
  });
});
