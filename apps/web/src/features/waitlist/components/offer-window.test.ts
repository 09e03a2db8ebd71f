import { describe, expect, it } from 'vitest';
import { ZWaitlistSettings } from '@usher/contract/waitlist';
import { describeOfferMinutes, toOfferMinutes, toOfferWindow } from './offer-window';

describe('the offer window', () => {
  it('shows the minutes in the largest whole unit, and sends them back unchanged', () => {
    for (const minutes of [1, 45, 60, 90, 120, 1440, 2880, 10_080]) {
      expect(toOfferMinutes(toOfferWindow(minutes))).toBe(minutes);
    }
    expect(toOfferWindow(1440)).toEqual({ amount: 1, unit: 'days' });
    expect(toOfferWindow(120)).toEqual({ amount: 2, unit: 'hours' });
    expect(toOfferWindow(90)).toEqual({ amount: 90, unit: 'minutes' });
  });

  it('says the window in words', () => {
    expect(describeOfferMinutes(1440)).toBe('1 day');
    expect(describeOfferMinutes(10_080)).toBe('7 days');
    expect(describeOfferMinutes(60)).toBe('1 hour');
    expect(describeOfferMinutes(1)).toBe('1 minute');
  });

  it('leaves the limits to the contract: a week is the most, an empty amount is refused', () => {
    const check = (offerMinutes: number) =>
      ZWaitlistSettings.safeParse({ isEnabled: true, offerMinutes }).success;
    expect(check(toOfferMinutes({ amount: 7, unit: 'days' }))).toBe(true);
    expect(check(toOfferMinutes({ amount: 8, unit: 'days' }))).toBe(false);
    expect(check(toOfferMinutes({ amount: 169, unit: 'hours' }))).toBe(false);
    expect(check(toOfferMinutes({ amount: '', unit: 'hours' }))).toBe(false);
    expect(check(toOfferMinutes({ amount: 0, unit: 'minutes' }))).toBe(false);
  });
});
