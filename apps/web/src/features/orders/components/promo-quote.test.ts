import { describe, expect, it } from 'vitest';
import type { TCheckPromoCodeResponse } from '@usher/contract/promo-codes';
import { quoteWithPromo } from './promo-quote';

const variants = [
  { id: 'std', price: 1500 },
  { id: 'vip', price: 3000 },
  { id: 'crew', price: 0 },
];
const fiveOffVip: TCheckPromoCodeResponse = {
  code: 'VIP5',
  percentageAmount: null,
  fixedAmount: 500,
  usesLeft: 2,
  ticketVariants: [
    { id: 'std', price: 1500, discountedPrice: 1500, isInScope: false },
    { id: 'vip', price: 3000, discountedPrice: 2500, isInScope: true },
    { id: 'crew', price: 0, discountedPrice: 0, isInScope: false },
  ],
};

describe('quoteWithPromo', () => {
  it('prices the chosen tickets with the code', () => {
    expect(quoteWithPromo(variants, { std: 1, vip: 2 }, fiveOffVip)).toEqual({
      subtotal: 7500,
      total: 6500,
      discountedTickets: 2,
      isForNoneChosen: false,
      isOverCap: false,
    });
  });

  it('says when the code is for none of the chosen tickets or has too few uses left', () => {
    expect(quoteWithPromo(variants, { std: 2 }, fiveOffVip).isForNoneChosen).toBe(true);
    expect(quoteWithPromo(variants, { vip: 3 }, fiveOffVip).isOverCap).toBe(true);
  });

  it('counts a free ticket type only where the server says the code applies', () => {
    // The prices cannot tell: a free ticket stays free either way, but only one in scope takes a use.
    expect(quoteWithPromo(variants, { crew: 2 }, fiveOffVip)).toMatchObject({
      total: 0,
      discountedTickets: 0,
      isForNoneChosen: true,
    });
    const forCrew = {
      ...fiveOffVip,
      ticketVariants: fiveOffVip.ticketVariants.map((v) => ({ ...v, isInScope: v.id === 'crew' })),
    };
    expect(quoteWithPromo(variants, { crew: 3 }, forCrew)).toMatchObject({
      discountedTickets: 3,
      isOverCap: true,
    });
  });

  it('is the plain price without a checked code', () => {
    expect(quoteWithPromo(variants, { vip: 1 }, undefined)).toMatchObject({ total: 3000, isOverCap: false });
  });
});
