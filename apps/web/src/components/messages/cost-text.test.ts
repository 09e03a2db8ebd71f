import { describe, expect, it } from 'vitest';
import type { TMessageCostResponse } from '@usher/contract/mailing';
import { costNote, costText } from './cost-text';

const email = (patch: Partial<TMessageCostResponse>): TMessageCostResponse => ({
  channel: 'email',
  recipients: 10,
  sentThisMonth: 0,
  freeLeft: 1000,
  cost: 0,
  tailored: false,
  ...patch,
});

describe('costText and costNote', () => {
  it('says Free within the allowance, with what is left', () => {
    expect(costText(email({}))).toBe('Free');
    expect(costNote(email({ sentThisMonth: 990, freeLeft: 10 }))).toBe(
      '10 of 1,000 free emails left this month (990 sent)',
    );
  });

  it('prices started thousands beyond it ex VAT, and tailored above 50,000', () => {
    expect(costText(email({ recipients: 1001, cost: 199, freeLeft: 0 }))).toBe('£1.99 ex VAT');
    expect(costText(email({ recipients: 50_001, cost: null, tailored: true }))).toBe(
      'tailored price — contact us',
    );
  });

  it('prices SMS at £0.069 each, tenths of a penny kept', () => {
    const sms = email({ channel: 'sms', recipients: 3, cost: 20.7, freeLeft: 0 });
    expect(costText(sms)).toBe('£0.207 ex VAT');
    expect(costNote(sms)).toBe('3 × £0.069 ex VAT');
  });
});
