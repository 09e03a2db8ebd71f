import {
  planDuplicate,
  type DUPLICATE_TYPES,
  type DuplicatePlan,
  type TDuplicateRequest,
  type TWeekday,
} from '@usher/contract/duplicate';
import { atLondonDay, formatLondon } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';

export type TDuplicateType = (typeof DUPLICATE_TYPES)[number];

/** The dialog's choices; London days as `YYYY-MM-DD`. */
export type TDuplicateForm = {
  type: TDuplicateType;
  date: string | null;
  firstDate: string | null;
  lastDate: string | null;
  daysOfWeek: TWeekday[];
};

/** §4: the dialog opens, and after closing starts again, on Daily with nothing picked. */
export const INITIAL_DUPLICATE_FORM: TDuplicateForm = {
  type: 'Daily',
  date: null,
  firstDate: null,
  lastDate: null,
  daysOfWeek: [],
};

export function toDuplicateRequest(form: TDuplicateForm): TDuplicateRequest {
  if (form.type === 'Once') return { type: 'Once', date: form.date ?? '' };
  return {
    type: form.type,
    firstDate: form.firstDate ?? '',
    lastDate: form.lastDate ?? '',
    daysOfWeek: form.type === 'Weekly' ? form.daysOfWeek : [],
  };
}

/**
 * The contract's plan of copies, plus every missing field at once: planDuplicate stops at a missing
 * first date, and the dialog should name the last date and the weekdays too.
 */
export function checkDuplicate(form: TDuplicateForm, sourceStartAt: string, now = new Date()): DuplicatePlan {
  const plan = planDuplicate(toDuplicateRequest(form), sourceStartAt, now);
  const errors = { ...plan.errors };
  if (form.type !== 'Once') {
    if (!form.lastDate) errors.lastDate = MESSAGES.lastDateRequired;
    if (form.type === 'Weekly' && form.daysOfWeek.length === 0) errors.daysOfWeek = MESSAGES.weekdayRequired;
  }
  return { ...plan, errors };
}

/** Each copy starts at the source's London wall-clock time on its day: `DD MMM YYYY, HH:mm`. */
export function formatCopyStarts(days: string[], sourceStartAt: string): string[] {
  return days.map((day) => formatLondon(atLondonDay(sourceStartAt, day) ?? `${day}T00:00:00Z`));
}
