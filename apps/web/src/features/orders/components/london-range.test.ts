import { describe, expect, it } from 'vitest';
import { formatLondonRange } from './london-range';

describe('formatLondonRange', () => {
  it('gives the end time alone on the same London day, in British Summer Time too', () => {
    expect(formatLondonRange('2026-07-01T18:30:00Z', '2026-07-01T21:00:00Z')).toBe(
      '01 Jul 2026, 19:30 – 22:00',
    );
  });

  it('gives both dates across London days, and the start alone without an end', () => {
    expect(formatLondonRange('2026-11-21T22:00:00Z', '2026-11-22T01:00:00Z')).toBe(
      '21 Nov 2026, 22:00 – 22 Nov 2026, 01:00',
    );
    expect(formatLondonRange('2026-11-21T22:00:00Z', null)).toBe('21 Nov 2026, 22:00');
  });
});
