import { londonDay } from '@usher/contract/london-time';
import { describe, expect, it } from 'vitest';
import { londonDayOf } from './london-day';

describe('londonDayOf', () => {
  it("gives Intl's London day for every instant around midnight and both clock changes of 2026", () => {
    const days = ['2026-01-15', '2026-03-28', '2026-03-29', '2026-06-30', '2026-10-24', '2026-10-25'];
    for (const day of days) {
      const from = Date.parse(`${day}T20:00:00Z`);
      for (let at = from; at < from + 8 * 3_600_000; at += 60_000 - 1) {
        expect(londonDayOf(new Date(at)), new Date(at).toISOString()).toBe(londonDay(new Date(at)));
      }
    }
  });
});
