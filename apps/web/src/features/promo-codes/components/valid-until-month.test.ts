import { describe, expect, it } from 'vitest';
import { EMPTY_PROMO_CODE_FORM } from '@usher/contract/promo-code-form';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';
import { validUntilOpensOn } from './valid-until-month';

const options: TPromoScopeOptions = {
  activities: [
    {
      id: 'quiz',
      name: 'Quiz',
      events: [
        {
          id: 'quiz-jan',
          startAt: '2099-01-10T19:00:00Z',
          ticketVariants: [{ id: 'std', name: 'Std', price: 500 }],
        },
        {
          id: 'quiz-mar',
          startAt: '2099-03-31T23:30:00Z',
          ticketVariants: [{ id: 'vip', name: 'VIP', price: 900 }],
        },
      ],
    },
    {
      id: 'gig',
      name: 'Gig',
      events: [{ id: 'gig-feb', startAt: '2099-02-14T20:00:00Z', ticketVariants: [] }],
    },
  ],
};
const form = { ...EMPTY_PROMO_CODE_FORM };

describe('validUntilOpensOn', () => {
  it('opens on the last date the code applies to, by London day (31 Mar 23:30 UTC is 1 Apr in summer time)', () => {
    expect(validUntilOpensOn({ ...form, scope: 'all' }, options)).toBe('2099-04-01');
    expect(validUntilOpensOn({ ...form, scope: 'activities', activityIds: ['gig'] }, options)).toBe(
      '2099-02-14',
    );
    expect(validUntilOpensOn({ ...form, scope: 'events', eventIds: ['quiz-jan'] }, options)).toBe(
      '2099-01-10',
    );
    expect(validUntilOpensOn({ ...form, scope: 'ticketVariants', ticketVariantIds: ['std'] }, options)).toBe(
      '2099-01-10',
    );
  });

  it("leaves the calendar on today's month while nothing is chosen", () => {
    expect(validUntilOpensOn({ ...form, scope: 'events', eventIds: [] }, options)).toBeUndefined();
    expect(validUntilOpensOn({ ...form, scope: 'all' }, { activities: [] })).toBeUndefined();
  });
});
