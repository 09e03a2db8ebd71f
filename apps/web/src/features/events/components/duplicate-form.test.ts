import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import {
  INITIAL_DUPLICATE_FORM,
  checkDuplicate,
  formatCopyStarts,
  toDuplicateRequest,
} from './duplicate-form';

const sourceStartAt = '2026-06-10T18:30:00Z'; // 19:30 in London
const now = new Date('2026-06-01T12:00:00Z');

describe('duplicate form', () => {
  it('starts on Daily with nothing picked', () => {
    expect(INITIAL_DUPLICATE_FORM).toEqual({
      type: 'Daily',
      date: null,
      firstDate: null,
      lastDate: null,
      daysOfWeek: [],
    });
  });

  it('sends one date for Once and weekdays only for Weekly', () => {
    expect(toDuplicateRequest({ ...INITIAL_DUPLICATE_FORM, type: 'Once', date: '2026-06-20' })).toEqual({
      type: 'Once',
      date: '2026-06-20',
    });
    expect(
      toDuplicateRequest({
        ...INITIAL_DUPLICATE_FORM,
        firstDate: '2026-06-20',
        lastDate: '2026-06-22',
        daysOfWeek: ['MONDAY'],
      }),
    ).toEqual({ type: 'Daily', firstDate: '2026-06-20', lastDate: '2026-06-22', daysOfWeek: [] });
  });

  it('names every missing field at once', () => {
    expect(checkDuplicate({ ...INITIAL_DUPLICATE_FORM, type: 'Weekly' }, sourceStartAt, now).errors).toEqual({
      firstDate: MESSAGES.firstDateRequired,
      lastDate: MESSAGES.lastDateRequired,
      daysOfWeek: MESSAGES.weekdayRequired,
    });
    expect(checkDuplicate({ ...INITIAL_DUPLICATE_FORM, type: 'Once' }, sourceStartAt, now).errors).toEqual({
      date: MESSAGES.duplicateDateRequired,
    });
  });

  it('plans weekly copies on the chosen weekdays', () => {
    const plan = checkDuplicate(
      {
        ...INITIAL_DUPLICATE_FORM,
        type: 'Weekly',
        firstDate: '2026-06-15',
        lastDate: '2026-06-28',
        daysOfWeek: ['MONDAY', 'FRIDAY'],
      },
      sourceStartAt,
      now,
    );
    expect(plan.errors).toEqual({});
    expect(plan.days).toEqual(['2026-06-15', '2026-06-19', '2026-06-22', '2026-06-26']);
  });

  it('warns when a monthly 31st moves to the end of shorter months', () => {
    const plan = checkDuplicate(
      { ...INITIAL_DUPLICATE_FORM, type: 'Monthly', firstDate: '2026-07-31', lastDate: '2026-10-31' },
      sourceStartAt,
      now,
    );
    expect(plan.clampedToMonthEnd).toBe(true);
    expect(plan.days).toEqual(['2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31']);
  });

  it('shows each copy at the source start time in London', () => {
    expect(formatCopyStarts(['2026-06-15', '2026-12-15'], sourceStartAt)).toEqual([
      '15 Jun 2026, 19:30',
      '15 Dec 2026, 19:30',
    ]);
  });
});
