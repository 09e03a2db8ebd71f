import { Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import {
  atLondonDay,
  formatLondon,
  londonDay,
  londonWallClockToUtc,
  utcToLondonWallClock,
} from './london-time';

describe('formatLondon', () => {
  const systemLocale = Settings.defaultLocale;
  afterEach(() => {
    Settings.defaultLocale = systemLocale;
  });

  it('writes three-letter months whatever the browser language', () => {
    Settings.defaultLocale = 'en-GB';
    expect(formatLondon('2026-09-14T18:00:00Z')).toBe('14 Sep 2026, 19:00');
    Settings.defaultLocale = 'fr-FR';
    expect(formatLondon('2026-06-14T18:00:00Z')).toBe('14 Jun 2026, 19:00');
  });

  it('shows GMT instants unchanged in winter', () => {
    expect(formatLondon('2026-01-05T09:07:00Z')).toBe('05 Jan 2026, 09:07');
  });
  it('shows summer instants an hour ahead (BST)', () => {
    expect(formatLondon(new Date('2026-07-01T18:30:00Z'))).toBe('01 Jul 2026, 19:30');
  });
  it('shows both readings of 01:30 on the night clocks go back', () => {
    expect(formatLondon('2026-10-25T00:30:00Z')).toBe('25 Oct 2026, 01:30');
    expect(formatLondon('2026-10-25T01:30:00Z')).toBe('25 Oct 2026, 01:30');
  });
});

describe('londonWallClockToUtc', () => {
  it('turns a summer wall-clock time into UTC', () => {
    expect(londonWallClockToUtc('2026-07-01T19:30')).toBe('2026-07-01T18:30:00Z');
  });
  it('turns a winter wall-clock time into the same UTC time', () => {
    expect(londonWallClockToUtc('2026-12-24T23:15')).toBe('2026-12-24T23:15:00Z');
  });
  it('moves a time skipped by the spring change forward by the gap', () => {
    expect(londonWallClockToUtc('2026-03-29T01:30')).toBe('2026-03-29T01:30:00Z');
    expect(formatLondon('2026-03-29T01:30:00Z')).toBe('29 Mar 2026, 02:30');
  });
  it('takes the first occurrence of a time repeated by the autumn change', () => {
    expect(londonWallClockToUtc('2026-10-25T01:30')).toBe('2026-10-25T00:30:00Z');
  });
  it('keeps the instants either side of the autumn change', () => {
    expect(londonWallClockToUtc('2026-10-25T00:59')).toBe('2026-10-24T23:59:00Z');
    expect(londonWallClockToUtc('2026-10-25T02:00')).toBe('2026-10-25T02:00:00Z');
  });
  it("reads the date pickers' format too", () => {
    expect(londonWallClockToUtc('2026-07-01 19:30:00')).toBe('2026-07-01T18:30:00Z');
  });
  it('refuses text that is not a time', () => {
    expect(londonWallClockToUtc('2026-02-30T10:00')).toBeNull();
    expect(londonWallClockToUtc('tomorrow')).toBeNull();
  });
  it('round-trips through the form reading', () => {
    expect(utcToLondonWallClock('2026-07-01T18:30:00Z')).toBe('2026-07-01T19:30');
    expect(londonDay('2026-07-01T23:30:00Z')).toBe('2026-07-02');
  });
});

describe('atLondonDay', () => {
  it('keeps the London wall-clock time across the spring and autumn changes', () => {
    expect(atLondonDay('2026-03-21T19:00:00Z', '2026-03-28')).toBe('2026-03-28T19:00:00Z');
    expect(atLondonDay('2026-03-21T19:00:00Z', '2026-04-04')).toBe('2026-04-04T18:00:00Z');
    expect(atLondonDay('2026-10-17T18:00:00Z', '2026-10-31')).toBe('2026-10-31T19:00:00Z');
  });
});
