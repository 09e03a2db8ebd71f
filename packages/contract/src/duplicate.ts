import { DateTime } from 'luxon';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { LONDON_ZONE, atLondonDay } from './london-time';

export const DUPLICATE_TYPES = ['Once', 'Daily', 'Weekly', 'Monthly'] as const;
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export const MAX_DUPLICATE_DAYS = 180;

const day = (message: string) => z.iso.date({ error: message });

/** Body of POST /api/client/event/{id}/copy (§3): London calendar days, `YYYY-MM-DD`. */
export const ZDuplicateRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Once'), date: day(MESSAGES.duplicateDateRequired) }),
  z.object({
    type: z.enum(['Daily', 'Weekly', 'Monthly']),
    firstDate: day(MESSAGES.firstDateRequired),
    lastDate: day(MESSAGES.lastDateRequired),
    daysOfWeek: z.array(z.enum(WEEKDAYS)).default([]),
  }),
]);
export type TDuplicateRequest = z.input<typeof ZDuplicateRequest>;

export type DuplicatePlan = {
  /** London days that get a copy, in order. */
  days: string[];
  /** Field messages when the request breaks a §5 rule. */
  errors: Record<string, string>;
  /** Whether some month had no such day and the copy moved to its last day (§5 warning). */
  clampedToMonthEnd: boolean;
};

const STEP_NAMES = { Daily: 'day', Weekly: 'week', Monthly: 'month' } as const;
const STEP_UNITS = { Daily: 'days', Weekly: 'weeks', Monthly: 'months' } as const;

function london(date: string): DateTime {
  return DateTime.fromISO(date, { zone: LONDON_ZONE });
}

/**
 * The days a duplicate request makes copies on, checked against §5: first date in the future (the copy's start,
 * at the source's London time), a weekday for Weekly, last date one step after the first and within 180 days.
 */
export function planDuplicate(
  request: TDuplicateRequest,
  sourceStartAt: string,
  now: Date = new Date(),
): DuplicatePlan {
  const errors: Record<string, string> = {};
  const firstDate = request.type === 'Once' ? request.date : request.firstDate;
  const firstField = request.type === 'Once' ? 'date' : 'firstDate';
  const first = london(firstDate);
  if (!first.isValid) {
    errors[firstField] =
      request.type === 'Once' ? MESSAGES.duplicateDateRequired : MESSAGES.firstDateRequired;
    return { days: [], errors, clampedToMonthEnd: false };
  }
  const firstStart = atLondonDay(sourceStartAt, firstDate);
  if (!firstStart || Date.parse(firstStart) <= now.getTime()) errors[firstField] = MESSAGES.firstDateInPast;
  if (request.type === 'Once') return { days: [firstDate], errors, clampedToMonthEnd: false };

  const last = london(request.lastDate);
  if (!last.isValid) errors.lastDate = MESSAGES.lastDateRequired;
  else if (last < first.plus({ [STEP_UNITS[request.type]]: 1 }))
    errors.lastDate = MESSAGES.lastDateTooSoon(STEP_NAMES[request.type]);
  else if (last > first.plus({ days: MAX_DUPLICATE_DAYS })) errors.lastDate = MESSAGES.lastDateTooLate;
  const daysOfWeek = request.daysOfWeek ?? [];
  if (request.type === 'Weekly' && daysOfWeek.length === 0) errors.daysOfWeek = MESSAGES.weekdayRequired;
  if (Object.keys(errors).length > 0) return { days: [], errors, clampedToMonthEnd: false };

  const days: string[] = [];
  let clampedToMonthEnd = false;
  if (request.type === 'Monthly') {
    for (let step = 0; ; step++) {
      // Luxon clamps the 31st to the month's last day, as §5 asks.
      const next = first.plus({ months: step });
      if (next > last) break;
      if (next.day !== first.day) clampedToMonthEnd = true;
      days.push(next.toISODate()!);
    }
  } else {
    const wanted = new Set(daysOfWeek.map((weekday) => WEEKDAYS.indexOf(weekday) + 1));
    for (let next = first; next <= last; next = next.plus({ days: 1 })) {
      if (request.type === 'Daily' || wanted.has(next.weekday)) days.push(next.toISODate()!);
    }
  }
  return { days, errors, clampedToMonthEnd };
}
