import { describe, expect, it } from 'vitest';
import { formatCopyStarts } from './duplicate-form';

const sourceStartAt = '2026-06-10T18:30:00Z'; // 19:30 in London

describe('duplicate form', () => {
  it('shows each copy at the source start time in London', () => {
    expect(formatCopyStarts(['2026-06-15', '2026-12-15'], sourceStartAt)).toEqual([
      '15 Jun 2026, 19:30',
      '15 Dec 2026, 19:30',
    ]);
  });
});
