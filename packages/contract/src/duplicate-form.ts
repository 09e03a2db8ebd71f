import { z } from 'zod';
import {
  DUPLICATE_TYPES,
  WEEKDAYS,
  planDuplicate,
  type DuplicatePlan,
  type TDuplicateRequest,
} from './duplicate';
import { addFieldIssues } from './form-issues';
import { MESSAGES } from './messages';

/** The duplicate dialog's choices; London days as `YYYY-MM-DD`, null until picked. */
export const ZDuplicateFormValues = z.object({
  type: z.enum(DUPLICATE_TYPES),
  date: z.string().nullable(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  daysOfWeek: z.array(z.enum(WEEKDAYS)),
});
export type TDuplicateFormValues = z.infer<typeof ZDuplicateFormValues>;
export type TDuplicateType = TDuplicateFormValues['type'];
export const DUPLICATE_FORM_FIELDS = Object.keys(ZDuplicateFormValues.shape);

/**
 * The dialog opens, and after closing starts again, with nothing picked on Once: one more date is the common
 * copy. §4 says closing resets to Daily; we keep its point (closing forgets every choice) with Once as the
 * start (docs/decisions.md, issue 15).
 */
export const INITIAL_DUPLICATE_FORM: TDuplicateFormValues = {
  type: 'Once',
  date: null,
  firstDate: null,
  lastDate: null,
  daysOfWeek: [],
};

export function toDuplicateRequest(form: TDuplicateFormValues): TDuplicateRequest {
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
export function planDuplicateForm(
  form: TDuplicateFormValues,
  sourceStartAt: string,
  now: Date = new Date(),
): DuplicatePlan {
  const plan = planDuplicate(toDuplicateRequest(form), sourceStartAt, now);
  const errors = { ...plan.errors };
  if (form.type !== 'Once') {
    if (!form.lastDate) errors.lastDate = MESSAGES.lastDateRequired;
    if (form.type === 'Weekly' && form.daysOfWeek.length === 0) errors.daysOfWeek = MESSAGES.weekdayRequired;
  }
  return { ...plan, errors };
}

/** The dialog's schema: the §5 duplicate rules of the plan, each message on its field; parses into the request. */
export function duplicateFormSchema(sourceStartAt: string, now?: Date) {
  return ZDuplicateFormValues.transform((values, ctx): TDuplicateRequest => {
    addFieldIssues(ctx, Object.entries(planDuplicateForm(values, sourceStartAt, now).errors));
    return toDuplicateRequest(values);
  });
}
