import { z } from 'zod';
import { text } from './fields';
import { MESSAGES } from './messages';
import { MAX_PRICE_POUNDS } from './ticket-variants';

import { MAX_PROMO_CODE_LENGTH } from './promo-code-text';

export { keepPromoCodeCharacters, MAX_PROMO_CODE_LENGTH } from './promo-code-text';
/** At most this many activities, dates or ticket types in one code's scope, of each kind. */
export const MAX_PROMO_SCOPE_IDS = 1000;

/** Codes are matched ignoring case: `summer25` is `SUMMER25`. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

const ZScopeIds = z
  .array(z.uuid({ error: MESSAGES.notFound }), { error: MESSAGES.promoScopeRequired })
  .max(MAX_PROMO_SCOPE_IDS, { error: MESSAGES.promoScopeRequired })
  .default([])
  .transform((ids) => [...new Set(ids)]);

/**
 * Body of POST /api/client/promo (§3, §5): exactly one of a percentage (0–100) and a fixed amount in pence (the
 * pounds entered × 100), valid until a future UTC instant, and where it applies; `maxUses` caps the tickets it
 * may discount (null: no cap).
 */
export const ZCreatePromoCodeRequest = z
  .object({
    code: text(MAX_PROMO_CODE_LENGTH, {
      error: MESSAGES.promoCodeRequired,
      tooLongError: MESSAGES.promoCodeLettersDigits,
    })
      .trim()
      .min(1, { error: MESSAGES.promoCodeRequired })
      .regex(/^[\p{L}\p{N}]*$/u, { error: MESSAGES.promoCodeLettersDigits }),
    percentageAmount: z
      .number({ error: MESSAGES.discountInvalid })
      .int({ error: MESSAGES.discountInvalid })
      .min(0, { error: MESSAGES.percentageRange })
      .max(100, { error: MESSAGES.percentageRange })
      .nullable()
      .default(null),
    fixedAmount: z
      .number({ error: MESSAGES.discountInvalid })
      .int({ error: MESSAGES.discountInvalid })
      .min(0, { error: MESSAGES.discountInvalid })
      .max(MAX_PRICE_POUNDS * 100, { error: MESSAGES.discountInvalid })
      .nullable()
      .default(null),
    validUntil: z.iso
      .datetime({ offset: true, error: MESSAGES.validUntilRequired })
      .refine((value) => Date.parse(value) > Date.now(), { error: MESSAGES.validUntilRequired }),
    appliesAtAll: z.boolean({ error: MESSAGES.promoScopeRequired }).default(false),
    appliesAtActivities: ZScopeIds,
    appliesAtEvents: ZScopeIds,
    appliesAtTicketVariants: ZScopeIds,
    maxUses: z
      .number({ error: MESSAGES.maxUsesInvalid })
      .int({ error: MESSAGES.maxUsesInvalid })
      .min(1, { error: MESSAGES.maxUsesInvalid })
      .max(1_000_000, { error: MESSAGES.maxUsesInvalid })
      .nullable()
      .default(null),
  })
  .superRefine((request, ctx) => {
    const discounts = [request.percentageAmount, request.fixedAmount].filter((value) => value !== null);
    if (discounts.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentageAmount'],
        message: discounts.length === 0 ? MESSAGES.discountInvalid : MESSAGES.oneDiscountOnly,
      });
    }
    const scoped =
      request.appliesAtActivities.length +
      request.appliesAtEvents.length +
      request.appliesAtTicketVariants.length;
    if (!request.appliesAtAll && scoped === 0) {
      ctx.addIssue({ code: 'custom', path: ['appliesAtAll'], message: MESSAGES.promoScopeRequired });
    }
  })
  .transform((request) => ({
    ...request,
    appliesAtActivities: request.appliesAtAll ? [] : request.appliesAtActivities,
    appliesAtEvents: request.appliesAtAll ? [] : request.appliesAtEvents,
    appliesAtTicketVariants: request.appliesAtAll ? [] : request.appliesAtTicketVariants,
  }));
export type TCreatePromoCodeRequest = z.input<typeof ZCreatePromoCodeRequest>;

/** A promo code as the list shows it (§3 fields), with what it has done. */
export const ZPromoCode = z.object({
  id: z.string(),
  code: z.string(),
  percentageAmount: z.number().nullable(),
  fixedAmount: z.number().nullable(),
  validUntil: z.string(),
  appliesAtAll: z.boolean(),
  appliesAtActivities: z.array(z.string()),
  appliesAtEvents: z.array(z.string()),
  appliesAtTicketVariants: z.array(z.string()),
  isDeleted: z.boolean(),
  maxUses: z.number().nullable(),
  isExpired: z.boolean(),
  /** Tickets sold with the code. */
  usedCount: z.number(),
  /** Pence taken off those tickets. */
  discountTotal: z.number(),
  createdAt: z.string(),
});
export type TPromoCode = z.infer<typeof ZPromoCode>;
export const ZPromoCodeListResponse = z.object({ promoCodes: z.array(ZPromoCode) });

/** The scope of a code in words (§3 info response `renderData.activityData`). */
export const ZPromoActivityData = z.object({
  id: z.string(),
  name: z.string(),
  /** The whole activity, every date of it. */
  toAll: z.boolean(),
  events: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      /** The whole date, every ticket type of it. */
      toAll: z.boolean(),
      ticketVariants: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type TPromoActivityData = z.infer<typeof ZPromoActivityData>;

export const ZPromoCodeInfo = ZPromoCode.extend({
  renderData: z.object({ activityData: z.array(ZPromoActivityData) }),
});
export type TPromoCodeInfo = z.infer<typeof ZPromoCodeInfo>;

/**
 * GET /api/client/promo/scope-options: what a new code may apply to, for the create screen's tree — every
 * activity with a date still to start, its future dates and their ticket types.
 */
export const ZPromoScopeOptions = z.object({
  activities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      events: z.array(
        z.object({
          id: z.string(),
          startAt: z.string(),
          ticketVariants: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
        }),
      ),
    }),
  ),
});
export type TPromoScopeOptions = z.infer<typeof ZPromoScopeOptions>;

const ZCodeText = text(100, { error: MESSAGES.promoCodeRequired })
  .trim()
  .min(1, { error: MESSAGES.promoCodeRequired });

/**
 * POST /api/client/promo/check: what a code would do for a date's ticket types, for the free and cash tickets
 * screen — 200 with each type's price with the code and how many uses are left, or 400/409 saying why not.
 */
export const ZCheckPromoCodeRequest = z.object({
  eventId: z.uuid({ error: MESSAGES.notFound }),
  code: ZCodeText,
});
export const ZPromoPrices = z.object({
  code: z.string(),
  ticketVariants: z.array(
    z.object({
      id: z.string(),
      price: z.number(),
      discountedPrice: z.number(),
      /** The code applies to this ticket type: a free one, or a 0 % code, keeps its price and still counts a use. */
      isInScope: z.boolean(),
    }),
  ),
});
export const ZCheckPromoCodeResponse = ZPromoPrices.extend({
  percentageAmount: z.number().nullable(),
  fixedAmount: z.number().nullable(),
  /** Tickets the code may still discount; null when it has no cap. */
  usesLeft: z.number().nullable(),
});
export type TCheckPromoCodeResponse = z.infer<typeof ZCheckPromoCodeResponse>;

/** POST /api/public/event/{eventId}/promo: the public page's code field; 404 for anything but a usable code. */
export const ZPublicPromoRequest = z.object({ code: ZCodeText });
export type TPromoPrices = z.infer<typeof ZPromoPrices>;

/** A number of whole pounds as typed becomes pence (§5: the fixed amount is entered in pounds, sent × 100). */
export const poundsInputToPence = (pounds: string) => Number(pounds) * 100;
