import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './ticket-variants';

describe('formatPriceRange', () => {
  it('shows the cheapest and dearest ticket, one price when they agree, and Free when all are 0', () => {
    expect(formatPriceRange({ min: 1000, max: 2500 })).toBe('£10.00 – £25.00');
    expect(formatPriceRange({ min: 1250, max: 1250 })).toBe('£12.50');
    expect(formatPriceRange({ min: 0, max: 0 })).toBe('Free');
    expect(formatPriceRange({ min: 0, max: 120000 })).toBe('Free – £1,200.00');
  });
});
