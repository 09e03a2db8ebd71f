import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { LONDON_ZONE } from '@usher/contract/london-time';
import { londonWeekly } from './demo-activities';

describe('londonWeekly', () => {
  // A week across the clocks going back (25 October 2026), so each day of the week is `today` once.
  const week = Array.from({ length: 7 }, (_, day) =>
    DateTime.fromISO('2026-10-22T10:00', { zone: LONDON_ZONE }).plus({ days: day }),
  );

  it.each(week.map((today) => [today.toFormat('cccc d LLL'), today] as const))(
    'puts every date of a series on its weekday, at its London time, never on today (%s)',
    (_day, today) => {
      for (const weekday of [5, 7]) {
        for (const weeks of [-2, -1, 0, 1, 3]) {
          const date = londonWeekly(today, weekday, weeks, '19:30').setZone(LONDON_ZONE);
          expect(date.weekday).toBe(weekday);
          expect(date.toFormat('HH:mm')).toBe('19:30');
          expect(date.hasSame(today, 'day')).toBe(false);
          expect(weeks < 0 ? date < today : date > today).toBe(true);
        }
      }
    },
  );
});
