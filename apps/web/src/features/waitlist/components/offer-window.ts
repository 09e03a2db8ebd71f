/** The offer window as the organiser types it: a whole number of minutes, hours or days, sent as minutes. */
export const OFFER_UNITS = [
  { value: 'minutes', label: 'minutes', minutes: 1 },
  { value: 'hours', label: 'hours', minutes: 60 },
  { value: 'days', label: 'days', minutes: 1440 },
] as const;
export type TOfferUnit = (typeof OFFER_UNITS)[number]['value'];
export type TOfferWindow = { amount: number | ''; unit: TOfferUnit };

const minutesOf = (unit: TOfferUnit) => OFFER_UNITS.find((candidate) => candidate.value === unit)!.minutes;

/** Minutes to send; NaN for an empty amount, which the contract's check then refuses with its message. */
export function toOfferMinutes({ amount, unit }: TOfferWindow): number {
  return amount === '' ? Number.NaN : amount * minutesOf(unit);
}

/** The largest unit that writes the minutes whole: 1440 → 1 day, 90 → 90 minutes, 120 → 2 hours. */
export function toOfferWindow(minutes: number): TOfferWindow {
  const unit = [...OFFER_UNITS].reverse().find((candidate) => minutes % candidate.minutes === 0)!;
  return { amount: minutes / unit.minutes, unit: unit.value };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "1 day", "2 hours", "90 minutes": the window in words, for the line under the field. */
export function describeOfferMinutes(minutes: number): string {
  const { amount, unit } = toOfferWindow(minutes);
  return plural(Number(amount), unit.slice(0, -1));
}
