import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedPrice, priceOrder, type TPriceLine, type TPromoTerms } from './promo-pricing';

const NOW = new Date('2027-03-01T12:00:00Z');
const ids = ['a1', 'a2', 'a3'];

const terms = (change: Partial<TPromoTerms> = {}): TPromoTerms => ({
  percentageAmount: null,
  fixedAmount: 500,
  validUntil: '2027-03-02T00:00:00Z',
  isDeleted: false,
  appliesAtAll: true,
  appliesAtActivities: [],
  appliesAtEvents: [],
  appliesAtTicketVariants: [],
  ...change,
});

const arbitraryTerms: fc.Arbitrary<TPromoTerms> = fc.record({
  percentageAmount: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  fixedAmount: fc.integer({ min: 0, max: 100_000_000 }),
  validUntil: fc
    .integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 })
    .map((offset) => new Date(NOW.getTime() + offset).toISOString()),
  isDeleted: fc.boolean(),
  appliesAtAll: fc.boolean(),
  appliesAtActivities: fc.subarray(ids),
  appliesAtEvents: fc.subarray(ids),
  appliesAtTicketVariants: fc.subarray(ids),
});
const arbitraryLine: fc.Arbitrary<TPriceLine> = fc.record({
  ticketVariantId: fc.constantFrom(...ids),
  eventId: fc.constantFrom(...ids),
  activityId: fc.constantFrom(...ids),
  unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
  quantity: fc.integer({ min: 1, max: 100 }),
});

describe('priceOrder: the one pricing function', () => {
  it('takes a fixed amount off each ticket in scope, and a percentage to the nearest penny', () => {
    const lines: TPriceLine[] = [
      { ticketVariantId: 'a1', eventId: 'a1', activityId: 'a1', unitPrice: 1500, quantity: 2 },
      { ticketVariantId: 'a2', eventId: 'a1', activityId: 'a1', unitPrice: 300, quantity: 1 },
    ];
    const fixed = priceOrder(lines, terms({ appliesAtAll: false, appliesAtEvents: ['a1'] }), NOW);
    expect(fixed.lines.map((line) => line.discountedUnitPrice)).toEqual([1000, 0]);
    expect(fixed).toMatchObject({ subtotal: 3300, totalDiscount: 1300, total: 2000, discountedTickets: 3 });
    const percent = priceOrder(lines, terms({ percentageAmount: 15, fixedAmount: null }), NOW);
    // 15% of £15.00 is £2.25; of £3.00 is 45p.
    expect(percent.lines.map((line) => line.discountedUnitPrice)).toEqual([1275, 255]);
    expect(discountedPrice({ percentageAmount: 33, fixedAmount: null }, 999)).toBe(669); // 329.67p off → 330p
  });

  it('never prices a ticket below 0 or above its price, and adds up', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { maxLength: 6 }),
        fc.option(arbitraryTerms, { nil: null }),
        (lines, code) => {
          const order = priceOrder(lines, code, NOW);
          for (const line of order.lines) {
            expect(line.discountedUnitPrice).toBeGreaterThanOrEqual(0);
            expect(line.discountedUnitPrice).toBeLessThanOrEqual(line.unitPrice);
            expect(line.discount).toBe((line.unitPrice - line.discountedUnitPrice) * line.quantity);
          }
          expect(order.total).toBe(order.subtotal - order.totalDiscount);
          expect(order.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('leaves out-of-scope lines untouched', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 6 }), arbitraryTerms, (lines, code) => {
        const scoped = { ...code, appliesAtAll: false };
        for (const line of priceOrder(lines, scoped, NOW).lines) {
          const inScope =
            scoped.appliesAtActivities.includes(line.activityId) ||
            scoped.appliesAtEvents.includes(line.eventId) ||
            scoped.appliesAtTicketVariants.includes(line.ticketVariantId);
          if (!inScope) {
            expect(line.isInScope).toBe(false);
            expect(line.discountedUnitPrice).toBe(line.unitPrice);
          }
        }
      }),
    );
  });

  it('never discounts with an expired or deleted code', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 6 }), arbitraryTerms, (lines, code) => {
        const expired = { ...code, validUntil: new Date(NOW.getTime() - 1).toISOString() };
        const deleted = { ...code, isDeleted: true };
        for (const dead of [expired, deleted]) {
          const order = priceOrder(lines, dead, NOW);
          expect(order.totalDiscount).toBe(0);
          expect(order.discountedTickets).toBe(0);
        }
      }),
    );
  });
});
