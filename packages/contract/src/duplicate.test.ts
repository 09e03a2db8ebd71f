import { describe, expect, it } from 'vitest';
import { planDuplicate } from './duplicate';

const now = new Date('2026-11-21T12:00:00Z');
const source = '2026-11-20T19:30:00Z';

describe('planDuplicate', () => {
  it('copies once on the chosen day', () => {
    expect(planDuplicate({ type: 'Once', date: '2026-12-01' }, source, now).days).toEqual(['2026-12-01']);
  });
  it('copies daily from the first to the last date', () => {
    const plan = planDuplicate(
      { type: 'Daily', firstDate: '2026-12-01', lastDate: '2026-12-04' },
      source,
      now,
    );
    expect(plan.days).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  });
  it('copies weekly on the chosen weekdays only', () => {
    const plan = planDuplicate(
      { type: 'Weekly', firstDate: '2026-12-01', lastDate: '2026-12-14', daysOfWeek: ['MONDAY', 'FRIDAY'] },
      source,
      now,
    );
    expect(plan.days).toEqual(['2026-12-04', '2026-12-07', '2026-12-11', '2026-12-14']);
  });
  it('moves a monthly 31st to the last day of shorter months, with the warning', () => {
    const plan = planDuplicate(
      { type: 'Monthly', firstDate: '2026-12-31', lastDate: '2027-04-30' },
      source,
      now,
    );
    expect(plan.days).toEqual(['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(plan.clampedToMonthEnd).toBe(true);
  });
  it('needs a weekday for Weekly', () => {
    const plan = planDuplicate(
      { type: 'Weekly', firstDate: '2026-12-01', lastDate: '2026-12-14', daysOfWeek: [] },
      source,
      now,
    );
    expect(plan.errors.daysOfWeek).toBe('Please select at least one day of the week');
  });
  it('needs the first date in the future', () => {
    expect(planDuplicate({ type: 'Once', date: '2026-11-21' }, '2026-11-20T09:00:00Z', now).errors.date).toBe(
      'First date must be in the future',
    );
    expect(planDuplicate({ type: 'Once', date: '2026-11-21' }, '2026-11-20T21:00:00Z', now).errors).toEqual(
      {},
    );
  });
  it('needs the last date at least one step after the first and at most 180 days after it', () => {
    expect(
      planDuplicate(
        { type: 'Weekly', firstDate: '2026-12-01', lastDate: '2026-12-07', daysOfWeek: ['MONDAY'] },
        source,
        now,
      ).errors.lastDate,
    ).toBe('Last date must be at least one week after the first date');
    expect(
      planDuplicate({ type: 'Monthly', firstDate: '2026-12-01', lastDate: '2026-12-31' }, source, now).errors
        .lastDate,
    ).toBe('Last date must be at least one month after the first date');
    expect(
      planDuplicate({ type: 'Daily', firstDate: '2026-12-01', lastDate: '2027-05-31' }, source, now).errors
        .lastDate,
    ).toBe('Last date can be at most 180 days after the first date');
    expect(
      planDuplicate({ type: 'Daily', firstDate: '2026-12-01', lastDate: '2027-05-31' }, source, now).days,
    ).toEqual([]);
    expect(
      planDuplicate({ type: 'Daily', firstDate: '2026-12-01', lastDate: '2027-05-30' }, source, now).days,
    ).toHaveLength(181);
  });
});
