import { z } from 'zod';
import { MESSAGES } from './messages';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether a text holds characters no person types and PostgreSQL cannot store or would mangle: C0 controls
 * (NUL above all; tab, line feed and carriage return are allowed in multi-line text), DEL, and UTF-16
 * surrogates without their pair.
 */
export function hasControlCharacters(value: string, isMultiline = false): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (!isMultiline || (code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN)) return true;
    } else if (code === 0x7f) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

export type TextOptions = {
  /** Descriptions and other texts typed over several lines keep tabs and line breaks. */
  isMultiline?: boolean;
  /** The message for a missing or too long text, when the field has one of its own. */
  error?: string;
  /** The message for a too long text when it differs from `error`; a function reads the text to say by how much. */
  tooLongError?: string | ((value: string) => string);
};

/**
 * The one building block of every string a request carries (bodies, query strings, path params, headers):
 * at most `max` characters and no control characters, each refused with a clear 400.
 */
export function text(max: number, { isMultiline = false, error, tooLongError }: TextOptions = {}) {
  return z
    .string(error ? { error } : undefined)
    .refine((value) => !hasControlCharacters(value, isMultiline), { error: MESSAGES.controlCharacters })
    .max(max, {
      error:
        typeof tooLongError === 'function'
          ? (issue) => tooLongError(String(issue.input))
          : (tooLongError ?? error ?? MESSAGES.textTooLong(max)),
    });
}

/** A trimmed text that must not be empty; the same message for missing, blank and too long. */
export function requiredText(message: string, max = 255) {
  return text(max, { error: message }).trim().min(1, { error: message });
}

/** Optional text: blank comes out as null so the database never holds empty strings. */
export function optionalText(max = 255, options: Pick<TextOptions, 'isMultiline'> = {}) {
  return text(max, options)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A bare mailbox as RFC 5321 writes it in `MAIL FROM` / `RCPT TO`: a dot-atom local part (at most 64
 * characters), `@`, and a domain of two or more labels; 254 characters in all. No display name, group, angle
 * brackets, comments, quotes or spaces: mail libraries read `x<a@b.c>` or `x:a@b.c;` as a different address
 * than the one a list or an unsubscribe holds. Letters beyond ASCII are allowed (RFC 6531).
 */
const ATOM = "[\\p{L}\\p{N}\\p{M}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}\\p{M}](?:[\\p{L}\\p{N}\\p{M}-]{0,61}[\\p{L}\\p{N}\\p{M}])?';
const MAILBOX_PATTERN = new RegExp(`^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');
export const MAX_EMAIL_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && MAILBOX_PATTERN.test(value);
}

/**
 * An email as every table keeps it and every comparison (de-duplication, unsubscribes) sees it: trimmed and
 * lower-cased (the local part too: see docs/decisions.md); null when it is not a bare mailbox.
 */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return isEmail(email) ? email : null;
}

/** The one email field of every request (§5): a bare mailbox, normalised; blank is allowed and comes out as null. */
export const ZOptionalEmail = text(MAX_EMAIL_LENGTH, { error: MESSAGES.incorrectEmail })
  .trim()
  .nullish()
  .refine((value) => !value || normaliseEmail(value) !== null, { error: MESSAGES.incorrectEmail })
  .transform((value) => (value ? normaliseEmail(value) : null));

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

export const ZOptionalUkPhone = text(40, { error: MESSAGES.incorrectPhone })
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
  country: text(100),
  city: text(100),
  line1: text(200),
  line2: text(200),
  postCode: text(20),
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

export { formatAddress } from './address-format';
