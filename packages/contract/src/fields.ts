import { z } from 'zod';
import { MESSAGES } from './messages';

/** A trimmed text that must not be empty; the same message for missing and blank. */
export function requiredText(message: string, max = 255) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
}

/** Optional text: blank comes out as null so the database never holds empty strings. */
export function optionalText(max = 255) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Basic x@y.z email (§5); blank is allowed and comes out as null. */
export const ZOptionalEmail = z
  .string()
  .trim()
  .max(254, { error: MESSAGES.incorrectEmail })
  .nullish()
  .refine((value) => !value || isEmail(value), { error: MESSAGES.incorrectEmail })
  .transform((value) => (value ? value.toLowerCase() : null));

/** UK phone of §5/§9: +44 and ten digits, 13 characters in all (see docs/decisions.md). */
const UK_PHONE_PATTERN = /^\+44\d{10}$/;
export function isUkPhone(value: string): boolean {
  return UK_PHONE_PATTERN.test(value);
}
export const UK_PHONE_LENGTH = 13;

/**
 * The settings phone mask (§5): `+44` and digits only, 13 characters at most. A number typed as dialled at home
 * (`07700 900123`) or pasted with `(0)` loses its trunk 0; a part of `+44` typed so far stays as typed.
 */
export function keepUkPhoneCharacters(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return input.includes('+') ? '+' : '';
  // '4' and '44' are the country code being typed: no UK number starts with 4 after it.
  if ('44'.startsWith(digits)) return `+${digits}`;
  const national = (digits.startsWith('44') ? digits.slice(2) : digits).replace(/^0/, '');
  return `+44${national}`.slice(0, UK_PHONE_LENGTH);
}

export const ZOptionalUkPhone = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/[\s()-]/g, '') : null))
  .refine((value) => value === null || isUkPhone(value), { error: MESSAGES.incorrectPhone });

/** A postal address where country, city, line 1 and post code are all required (§5). */
export const ZAddress = z.object({
  country: requiredText(MESSAGES.countryRequired, 100),
  city: requiredText(MESSAGES.cityRequired, 100),
  line1: requiredText(MESSAGES.line1Required, 200),
  line2: optionalText(200),
  postCode: requiredText(MESSAGES.postCodeRequired, 20),
});
export type TAddress = z.infer<typeof ZAddress>;

/** An address as a form holds it while it is typed: every part a string, blank when not filled in. */
export const ZAddressForm = z.object({
  country: z.string(),
  city: z.string(),
  line1: z.string(),
  line2: z.string(),
  postCode: z.string(),
});
export type TAddressForm = z.infer<typeof ZAddressForm>;

export function toAddressForm(address: TAddress | null | undefined): TAddressForm {
  return {
    country: address?.country ?? '',
    city: address?.city ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    postCode: address?.postCode ?? '',
  };
}

/** An address on one line, as guests and staff read it: line 1, line 2, city, post code, country. */
export function formatAddress(
  address: { line1: string; line2?: string | null; city: string; postCode: string; country: string } | null,
): string {
  if (!address) return '';
  return [address.line1, address.line2, address.city, address.postCode, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
