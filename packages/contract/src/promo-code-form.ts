import { z } from 'zod';
import { addFieldIssues } from './form-issues';
import { londonWallClockToUtc } from './london-time';
import { MESSAGES } from './messages';
import { poundsInputToPence, ZCreatePromoCodeRequest, type TCreatePromoCodeRequest } from './promo-codes';

export const PROMO_SCOPES = ['all', 'activities', 'events', 'ticketVariants'] as const;
export type TPromoScope = (typeof PROMO_SCOPES)[number];

/** The create form as a person fills it: the discount as typed, a London wall-clock picker value, chosen ids. */
export const ZPromoCodeFormValues = z.object({
  code: z.string(),
  discountType: z.enum(['percentage', 'money']),
  discount: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, London time, as the picker gives it. */
  validUntil: z.string().nullable(),
  maxUses: z.string(),
  scope: z.enum(PROMO_SCOPES),
  activityIds: z.array(z.string()),
  eventIds: z.array(z.string()),
  ticketVariantIds: z.array(z.string()),
});
export type TPromoCodeFormValues = z.infer<typeof ZPromoCodeFormValues>;
export type TPromoCodeFormField = keyof TPromoCodeFormValues;

export const EMPTY_PROMO_CODE_FORM: TPromoCodeFormValues = {
  code: '',
  discountType: 'percentage',
  discount: '',
  validUntil: null,
  maxUses: '',
  scope: 'all',
  activityIds: [],
  eventIds: [],
  ticketVariantIds: [],
};

/** §5: the discount keeps digits only. */
export const keepDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 9);

/** Where each request field's message shows on the form (the server's 400 `errors` too). */
export const PROMO_FORM_FIELD_OF: Record<string, TPromoCodeFormField> = {
  code: 'code',
  percentageAmount: 'discount',
  fixedAmount: 'discount',
  validUntil: 'validUntil',
  maxUses: 'maxUses',
  appliesAtAll: 'scope',
  appliesAtActivities: 'scope',
  appliesAtEvents: 'scope',
  appliesAtTicketVariants: 'scope',
};

const numberOrNaN = (typed: string) => (typed === '' ? Number.NaN : Number(typed));

/** The request body: the percentage as typed, or the pounds × 100; London time to UTC; only the chosen scope. */
export function toCreatePromoCodeRequest(values: TPromoCodeFormValues): TCreatePromoCodeRequest {
  const discount = numberOrNaN(values.discount);
  const isPercentage = values.discountType === 'percentage';
  return {
    code: values.code,
    percentageAmount: isPercentage ? discount : null,
    fixedAmount: isPercentage ? null : poundsInputToPence(values.discount || 'x'),
    validUntil: (values.validUntil && londonWallClockToUtc(values.validUntil)) ?? '',
    maxUses: values.maxUses === '' ? null : Number(values.maxUses),
    appliesAtAll: values.scope === 'all',
    appliesAtActivities: values.scope === 'activities' ? values.activityIds : [],
    appliesAtEvents: values.scope === 'events' ? values.eventIds : [],
    appliesAtTicketVariants: values.scope === 'ticketVariants' ? values.ticketVariantIds : [],
  };
}

/** The first message per form field of a request's issues, keyed by request field path. */
export function promoFormMessages(errors: Iterable<readonly [string, string]>) {
  const messages = new Map<TPromoCodeFormField, string>();
  for (const [path, message] of errors) {
    const field = PROMO_FORM_FIELD_OF[path.split('.')[0]!];
    if (field && !messages.has(field)) messages.set(field, message);
  }
  return messages;
}

/** The create form's schema: the request's own §5 rules, each message under its field; parses into the body. */
export const promoCodeFormSchema = ZPromoCodeFormValues.transform((values, ctx): TCreatePromoCodeRequest => {
  const request = toCreatePromoCodeRequest(values);
  const result = ZCreatePromoCodeRequest.safeParse(request);
  const issues = result.success ? [] : result.error.issues;
  const messages = promoFormMessages(issues.map((issue) => [String(issue.path[0]), issue.message]));
  // The request checks its scope only once every field has the right type; the form says it at once.
  const { appliesAtActivities, appliesAtEvents, appliesAtTicketVariants } = request;
  const isChosen = [appliesAtActivities, appliesAtEvents, appliesAtTicketVariants].some((ids) => ids?.length);
  if (!request.appliesAtAll && !isChosen) {
    messages.set('scope', MESSAGES.promoScopeRequired);
  }
  addFieldIssues(ctx, messages);
  return request;
});
