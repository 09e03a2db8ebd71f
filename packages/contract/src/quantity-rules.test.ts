import { describe, expect, it } from 'vitest';
import {
  canIncrease,
  isSelectionAllowed,
  isSoldOut,
  ticketsToBuy,
  type EventAvailability,
} from './quantity-rules';

const event: EventAvailability = {
  maxTicketCount: 10,
  variants: [
    { id: 'standard', maxTicketCount: 6, orderCount: 2, reservedCount: 1, isAffectEventTicketCount: true },
    { id: 'vip', maxTicketCount: 5, orderCount: 3, reservedCount: 0, isAffectEventTicketCount: true },
    { id: 'parking', maxTicketCount: 4, orderCount: 0, reservedCount: 0, isAffectEventTicketCount: false },
  ],
};

describe('quantity rules', () => {
  it('lets a variant rise to its own maximum, counting orders and reservations', () => {
    expect(canIncrease(event, { standard: 2 }, 'standard')).toBe(true);
    expect(canIncrease(event, { standard: 3 }, 'standard')).toBe(false);
  });
  it('keeps capacity-affecting variants within the venue capacity together', () => {
    // 6 taken; 3 standard + 1 vip = 10
    expect(isSelectionAllowed(event, { standard: 3, vip: 1 })).toBe(true);
    expect(canIncrease(event, { standard: 3, vip: 1 }, 'vip')).toBe(false);
  });
  it('exempts variants that do not affect capacity from the venue total', () => {
    expect(isSelectionAllowed(event, { standard: 3, vip: 1, parking: 4 })).toBe(true);
    expect(canIncrease(event, { parking: 4 }, 'parking')).toBe(false);
  });
  it('is sold out when ordered and reserved capacity-affecting tickets reach the capacity', () => {
    expect(isSoldOut(event)).toBe(false);
    expect(isSoldOut({ ...event, maxTicketCount: 6 })).toBe(true);
  });
  it('refuses unknown variants and negative or fractional quantities', () => {
    expect(isSelectionAllowed(event, { ghost: 1 })).toBe(false);
    expect(isSelectionAllowed(event, { standard: -1 })).toBe(false);
    expect(isSelectionAllowed(event, { standard: 1.5 })).toBe(false);
  });
  it('toBuy: own maximum left, capped by the venue for capacity-affecting variants and by one order', () => {
    // standard: 6 - 3 = 3 own, 10 - 6 = 4 venue; vip: 2 own; parking: 4 own, exempt from the venue
    expect(ticketsToBuy(event, 'standard', 100)).toBe(3);
    expect(ticketsToBuy(event, 'vip', 100)).toBe(2);
    expect(ticketsToBuy({ ...event, maxTicketCount: 7 }, 'standard', 100)).toBe(1);
    expect(ticketsToBuy({ ...event, maxTicketCount: 5 }, 'standard', 100)).toBe(0);
    expect(ticketsToBuy({ ...event, maxTicketCount: 5 }, 'parking', 100)).toBe(4);
    expect(ticketsToBuy({ ...event, maxTicketCount: null }, 'parking', 3)).toBe(3);
    expect(ticketsToBuy(event, 'ghost', 100)).toBe(0);
  });
});
