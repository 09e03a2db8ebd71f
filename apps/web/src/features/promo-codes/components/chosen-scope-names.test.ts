import { describe, expect, it } from 'vitest';
import type { TPromoScopeOptions } from '@usher/contract/promo-codes';
import { chosenScopeNames } from './chosen-scope-names';

const options: TPromoScopeOptions = {
  activities: [
    {
      id: 'a1',
      name: 'Jazz',
      events: [
        {
          id: 'e1',
          startAt: '2099-06-01T18:30:00Z',
          ticketVariants: [
            { id: 't1', name: 'Standard', price: 1500 },
            { id: 't2', name: 'VIP', price: 3000 },
          ],
        },
      ],
    },
    { id: 'a2', name: 'Comedy', events: [] },
  ],
};
const none = { activityIds: [], eventIds: [], ticketVariantIds: [] };

describe('chosenScopeNames', () => {
  it('names every level in words, London time for dates', () => {
    expect(chosenScopeNames({ ...none, scope: 'all' }, options)).toEqual(['All organisation events']);
    expect(chosenScopeNames({ ...none, scope: 'activities', activityIds: ['a2'] }, options)).toEqual([
      'Comedy',
    ]);
    expect(chosenScopeNames({ ...none, scope: 'events', eventIds: ['e1'] }, options)).toEqual([
      'Jazz, 01 Jun 2099, 19:30',
    ]);
    expect(chosenScopeNames({ ...none, scope: 'ticketVariants', ticketVariantIds: ['t2'] }, options)).toEqual(
      ['Jazz, 01 Jun 2099, 19:30, VIP'],
    );
  });
});
