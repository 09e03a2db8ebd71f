import { describe, expect, it } from 'vitest';
import {
  INITIAL_DUPLICATE_FORM,
  duplicateFormSchema,
  planDuplicateForm,
  toDuplicateRequest,
  type TDuplicateFormValues,
} from './duplicate-form';
import { MESSAGES } from './messages';

const sourceStartAt = '2026-06-10T18:30:00Z'; // 19:30 in London
const now = new Date('2026-06-01T12:00:00Z');

function messages(values: TDuplicateFormValues): Record<string, string> {
  const result = duplicateFormSchema(sourceStartAt, now).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('duplicate form', () => {
  it('starts on Once with nothing picked', () => {
    expect(INITIAL_DUPLICATE_FORM).toEqual({
      type: 'Once',
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
    const daily = {
      ...INITIAL_DUPLICATE_FORM,
      type: 'Daily' as const,
      firstDate: '2026-06-20',
      lastDate: '2026-06-22',
    };
    expect(duplicateFormSchema(sourceStartAt, now).parse({ ...daily, daysOfWeek: ['MONDAY'] })).toEqual({
      type: 'Daily',
      firstDate: '2026-06-20',
      lastDate: '2026-06-22',
      daysOfWeek: [],
    });
  });

  it('names every missing field at once', () => {
    expect(messages({ ...INITIAL_DUPLICATE_FORM, type: 'Weekly' })).toEqual({
      firstDate: MESSAGES.firstDateRequired,
      lastDate: MESSAGES.lastDateRequired,
      daysOfWeek: MESSAGES.weekdayRequired,
    });
    expect(messages({ ...INITIAL_DUPLICATE_FORM, type: 'Once' })).toEqual({
      date: MESSAGES.duplicateDateRequired,
    });
  });

  it('refuses a first date in the past and a last date too soon', () => {
    expect(
      messages({ ...INITIAL_DUPLICATE_FORM, type: 'Daily', firstDate: '2026-05-20', lastDate: '2026-05-21' }),
    ).toEqual({
      firstDate: MESSAGES.firstDateInPast,
    });
    expect(
      messages({
        ...INITIAL_DUPLICATE_FORM,
        type: 'Monthly',
        firstDate: '2026-06-20',
        lastDate: '2026-07-01',
      }),
    ).toEqual({ lastDate: MESSAGES.lastDateTooSoon('month') });
  });

  it('plans weekly copies on the chosen weekdays', () => {
    const plan = planDuplicateForm(
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
    const plan = planDuplicateForm(
      { ...INITIAL_DUPLICATE_FORM, type: 'Monthly', firstDate: '2026-07-31', lastDate: '2026-10-31' },
      sourceStartAt,
      now,
    );
    expect(plan.clampedToMonthEnd).toBe(true);
    expect(plan.days).toEqual(['2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31']);
  });
});
