import type { z } from 'zod';

/** Up to five extra questions per activity (§2, §9); their names live in customField1…5. */
export const MAX_CUSTOM_FIELDS = 5;

export const CUSTOM_FIELD_KEYS = [
  'customField1',
  'customField2',
  'customField3',
  'customField4',
  'customField5',
] as const;
export type TCustomFieldKey = (typeof CUSTOM_FIELD_KEYS)[number];

/** The same five answers as the guest list names them (§3 Guest). */
export const GUEST_CUSTOM_FIELD_KEYS = [
  'guestCustomField1',
  'guestCustomField2',
  'guestCustomField3',
  'guestCustomField4',
  'guestCustomField5',
] as const;
export type TGuestCustomFieldKey = (typeof GUEST_CUSTOM_FIELD_KEYS)[number];

/** Five keys, one per custom field, in order. */
export type CustomFieldKeys = readonly [string, string, string, string, string];

/** The five values of an object's custom fields, in order; missing ones as null. */
export function customFieldValues<K extends string>(
  source: Partial<Record<K, string | null | undefined>>,
  keys: readonly K[] & CustomFieldKeys,
): (string | null)[] {
  return keys.map((key) => source[key] ?? null);
}

/** The five values in order as an object keyed by `keys`; missing ones as null. */
export function customFieldRecord<K extends string>(
  values: readonly (string | null | undefined)[],
  keys: readonly K[] & CustomFieldKeys,
): Record<K, string | null> {
  return Object.fromEntries(keys.map((key, index) => [key, values[index] ?? null])) as Record<
    K,
    string | null
  >;
}

/** A zod shape with the same schema under each of the five keys. */
export function customFieldShape<K extends string, S extends z.ZodType>(
  keys: readonly K[] & CustomFieldKeys,
  schema: S,
): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}
