import { z } from 'zod';
import { MESSAGES } from './messages';
import { ZAddress, ZOptionalEmail, ZOptionalUkPhone, optionalText, requiredText, text } from './fields';

export const ZGuidParams = z.object({ guid: z.uuid({ error: MESSAGES.notFound }) });

export const ZOrganisationName = requiredText(MESSAGES.organizerNameRequired, 120);

/** Analytics id (§5): upper-cased, 10 to 12 characters, or GTM- plus 8. Blank clears it (docs/decisions.md). */
const TAG_MANAGER_ID_PATTERN = /^(GTM-[A-Z0-9]{8}|[A-Z0-9-]{10,12})$/;
export function isTagManagerId(value: string): boolean {
  return TAG_MANAGER_ID_PATTERN.test(value);
}
export const ZTagManagerId = text(20, { error: MESSAGES.incorrectTagManagerId })
  .trim()
  .toUpperCase()
  .nullish()
  .refine((value) => !value || isTagManagerId(value), { error: MESSAGES.incorrectTagManagerId })
  .transform((value) => value || null);

export const ZOrganisationDetails = z.object({
  guid: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: ZAddress.nullable(),
  link: z.string().nullable(),
  emailNotifications: z.boolean(),
  tagManagerId: z.string().nullable(),
  isApproved: z.boolean(),
  hasMerchantData: z.boolean(),
  qrLink: z.string(),
});
export type TOrganisationDetails = z.infer<typeof ZOrganisationDetails>;

/** Fields left out stay as they are, so Analytics can send tagManagerId alone. */
export const ZUpdateOrganisationDetailsRequest = z.object({
  phone: ZOptionalUkPhone.optional(),
  description: optionalText(2000, { isMultiline: true }).optional(),
  address: ZAddress.optional(),
  link: optionalText(500).optional(),
  emailNotifications: z.boolean().optional(),
  tagManagerId: ZTagManagerId.optional(),
  email: ZOptionalEmail.optional(),
});
export type TUpdateOrganisationDetailsRequest = z.input<typeof ZUpdateOrganisationDetailsRequest>;

/** The settings screen's form: the details plus the name, which has its own call. */
export const ZOrganisationSettingsForm = z.object({
  name: ZOrganisationName,
  description: optionalText(2000, { isMultiline: true }),
  phone: ZOptionalUkPhone,
  email: ZOptionalEmail,
  address: ZAddress,
  emailNotifications: z.boolean(),
});
export type TOrganisationSettingsForm = z.input<typeof ZOrganisationSettingsForm>;

export const ZAnalyticsForm = z.object({ tagManagerId: ZTagManagerId });
export type TAnalyticsForm = z.input<typeof ZAnalyticsForm>;

export const ZCreateOrganisationRequest = z.object({
  name: ZOrganisationName,
  avatarUrl: text(500).nullable().default(null),
});
export type TCreateOrganisationRequest = z.input<typeof ZCreateOrganisationRequest>;
export const ZCreateOrganisationResponse = z.object({ guid: z.string() });

export const ZUpdateOrganisationNameRequest = z.object({ name: ZOrganisationName });
export const ZUpdateOrganisationImageRequest = z.object({
  avatarUrl: text(500, { error: MESSAGES.wrongImageFormat }).nullable(),
});

export const ZPromotion = z.object({
  isEnabled: z.boolean(),
  settings: z.object({ oneLineDescription: z.string().nullable() }),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const ZEnablePromotionRequest = z.object({
  settings: z.object({
    oneLineDescription: text(100, {
      error: MESSAGES.descriptionRequired,
      tooLongError: MESSAGES.descriptionTooLong,
    })
      .trim()
      .min(1, { error: MESSAGES.descriptionRequired }),
  }),
});
export type TEnablePromotionRequest = z.input<typeof ZEnablePromotionRequest>;

export const ZPublicOrganisation = z.object({
  guid: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  description: z.string().nullable(),
  /** The shop window (issue 16 §1.5): every published activity with dates to come, soonest first. */
  activities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      nextEventDate: z.string(),
      lastEventDate: z.string(),
      /** The cheapest ticket type of its dates to come, in pence; null while they have none. */
      priceFrom: z.number().nullable(),
      /** The dearest, so a card reads "Free – £12.00" rather than "Free"; null while they have none. */
      priceTo: z.number().nullable(),
      /** Every date to come is sold out. */
      soldOut: z.boolean(),
    }),
  ),
});
export type TPublicOrganisation = z.infer<typeof ZPublicOrganisation>;
