import { z } from 'zod';
import { MESSAGES } from './messages';
import { ZAddress, ZAddressForm, optionalText, requiredText, text } from './fields';
import { CUSTOM_FIELD_KEYS, MAX_CUSTOM_FIELDS, customFieldRecord, customFieldShape } from './custom-fields';

/** A link without http(s) gets https:// in front (§5). */
export function withScheme(link: string): string {
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

const customField = optionalText(100);
const MAX_DESCRIPTION_LENGTH = 50_000;

/** The body of POST /api/client/activity/ and …/{id}/update. */
export const ZActivityRequest = z
  .object({
    name: requiredText(MESSAGES.nameRequired, 200),
    description: text(MAX_DESCRIPTION_LENGTH, { isMultiline: true }).default(''),
    imageUrl: text(500).nullable().default(null),
    minAge: z
      .number({ error: MESSAGES.ageIncorrect })
      .gt(0, { error: MESSAGES.ageIncorrect })
      .max(150, { error: MESSAGES.ageIncorrect })
      .nullable()
      .default(null),
    isOnline: z.boolean().default(false),
    onlineLink: optionalText(500),
    address: ZAddress.nullable().default(null),
    isAddressRequired: z.boolean().default(false),
    isEmailRequired: z.boolean().default(false),
    isFullNameRequired: z.boolean().default(false),
    ...customFieldShape(CUSTOM_FIELD_KEYS, customField),
  })
  .superRefine((activity, ctx) => {
    if (activity.isOnline && !activity.onlineLink) {
      ctx.addIssue({ code: 'custom', path: ['onlineLink'], message: MESSAGES.onlineLinkRequired });
    }
  })
  .transform((activity) => ({
    ...activity,
    onlineLink: activity.isOnline && activity.onlineLink ? withScheme(activity.onlineLink) : null,
  }));
export type TActivityRequest = z.input<typeof ZActivityRequest>;

export const ZActivity = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string(),
  minAge: z.number().nullable(),
  isOnline: z.boolean(),
  onlineLink: z.string().nullable(),
  address: ZAddress.nullable(),
  isAddressRequired: z.boolean(),
  isEmailRequired: z.boolean(),
  isFullNameRequired: z.boolean(),
  ...customFieldShape(CUSTOM_FIELD_KEYS, z.string().nullable()),
  isPublished: z.boolean(),
  isOneTimeAddressEditAvailable: z.boolean().nullable(),
  qrLink: z.string(),
  firstEventDate: z.string().nullable(),
  lastEventDate: z.string().nullable(),
  /** Whether some date of it has a ticket type, which publishing needs. */
  hasTicketVariants: z.boolean(),
});
export type TActivity = z.infer<typeof ZActivity>;

/**
 * An activity on the activities list, with its valid tickets sold and their gross in pence over all its dates
 * (issue 16 §3); both null for a member who may not see sales (§6: ROLE_MASTER or ROLE_admin).
 */
export const ZActivityListItem = ZActivity.extend({
  ticketsSold: z.number().nullable(),
  gross: z.number().nullable(),
});
export type TActivityListItem = z.infer<typeof ZActivityListItem>;

export const ZActivityListResponse = z.object({ activities: z.array(ZActivityListItem) });
export const ZLinkResponse = z.object({ result: z.string() });
export const ZSocialResponse = z.object({ link: z.string(), qrLink: z.string() });

/** The activity form: the request's fields as a person types them, checked with the §5 messages. */
export const ZActivityForm = z
  .object({
    name: requiredText(MESSAGES.nameRequired, 200),
    description: text(MAX_DESCRIPTION_LENGTH, { isMultiline: true }),
    imageUrl: text(500).nullable(),
    minAge: text(10).refine((value) => value === '' || (/^\d+(\.\d+)?$/.test(value) && Number(value) > 0), {
      error: MESSAGES.ageIncorrect,
    }),
    isOnline: z.boolean(),
    onlineLink: text(500),
    address: ZAddressForm,
    isAddressRequired: z.boolean(),
    isEmailRequired: z.boolean(),
    isFullNameRequired: z.boolean(),
    hasCustomFields: z.boolean(),
    customFields: z.array(text(100)).max(MAX_CUSTOM_FIELDS),
  })
  .superRefine((form, ctx) => {
    if (form.isOnline && !form.onlineLink.trim()) {
      ctx.addIssue({ code: 'custom', path: ['onlineLink'], message: MESSAGES.onlineLinkRequired });
    }
    const { country, city, line1, postCode } = form.address;
    const required = { country, city, line1, postCode };
    if (Object.values(required).some((value) => value.trim())) {
      const messages = {
        country: MESSAGES.countryRequired,
        city: MESSAGES.cityRequired,
        line1: MESSAGES.line1Required,
        postCode: MESSAGES.postCodeRequired,
      };
      for (const [field, value] of Object.entries(required)) {
        if (!value.trim()) {
          ctx.addIssue({
            code: 'custom',
            path: ['address', field],
            message: messages[field as keyof typeof messages],
          });
        }
      }
    }
    if (form.hasCustomFields && !form.customFields.some((name) => name.trim())) {
      ctx.addIssue({ code: 'custom', path: ['customFields'], message: MESSAGES.customFieldRequired });
    }
  });
export type TActivityForm = z.infer<typeof ZActivityForm>;

/** Turns the form into the request: blank address as null, custom fields only when on, link with https://. */
export function toActivityRequest(form: TActivityForm): TActivityRequest {
  const { address } = form;
  const isAddressBlank = ![address.country, address.city, address.line1, address.postCode].some((v) =>
    v.trim(),
  );
  const names = form.hasCustomFields ? form.customFields.map((n) => n.trim()).filter(Boolean) : [];
  const customFields = customFieldRecord(names, CUSTOM_FIELD_KEYS);
  return {
    name: form.name.trim(),
    description: form.description,
    imageUrl: form.imageUrl,
    minAge: form.minAge === '' ? null : Number(form.minAge),
    isOnline: form.isOnline,
    onlineLink: form.isOnline ? withScheme(form.onlineLink.trim()) : null,
    address: isAddressBlank ? null : { ...address, line2: address.line2.trim() || null },
    isAddressRequired: form.isAddressRequired,
    isEmailRequired: form.isEmailRequired,
    isFullNameRequired: form.isFullNameRequired,
    ...customFields,
  };
}

/** Age restriction input keeps only digits and a single dot (§5). */
export function keepAgeCharacters(input: string): string {
  const kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}
