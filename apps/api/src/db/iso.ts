/** A timestamp from the database (a Date, or text on some drivers) as the ISO string the API answers with. */
export const toIso = (value: Date | string): string => new Date(value).toISOString();

export const toIsoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : toIso(value);
