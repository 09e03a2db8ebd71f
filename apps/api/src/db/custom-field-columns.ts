import type { CustomFieldKeys } from '@usher/contract/custom-fields';

/** The columns that hold the five custom fields, on activities (the questions) and orders (the answers). */
export const CUSTOM_FIELD_COLUMNS = [
  'custom_field1',
  'custom_field2',
  'custom_field3',
  'custom_field4',
  'custom_field5',
] as const satisfies CustomFieldKeys;
export type TCustomFieldColumn = (typeof CUSTOM_FIELD_COLUMNS)[number];

/** The same columns under a table alias, for a select list. */
export const customFieldColumnsOf = <A extends string>(alias: A) =>
  CUSTOM_FIELD_COLUMNS.map(
    (column) => `${alias}.${column}` as const,
  ) as readonly `${A}.${TCustomFieldColumn}`[];
