import { DateTime } from 'luxon';
import { londonDay } from './london-format';

export { formatLondon, londonDay } from './london-format';

/** Every time in Usher is shown and entered in this zone (spec §9). */
export const LONDON_ZONE = 'Europe/London';
const WALL_CLOCK_FORMAT = "yyyy-MM-dd'T'HH:mm";

function toLondon(instant: Date | string): DateTime {
  const dateTime =
    typeof instant === 'string' ? DateTime.fromISO(instant, { zone: 'utc' }) : DateTime.fromJSDate(instant);
  return dateTime.setZone(LONDON_ZONE);
}

/** The London wall-clock reading of an instant, `YYYY-MM-DDTHH:mm`, as a form shows it. */
export function utcToLondonWallClock(instant: Date | string): string {
  return toLondon(instant).toFormat(WALL_CLOCK_FORMAT);
}

/**
 * Turns a London wall-clock time (`YYYY-MM-DDTHH:mm`) into a UTC ISO instant.
 * A time skipped when clocks go forward (e.g. 29 Mar 2026 01:30) moves forward by the gap (02:30 BST).
 * A time that happens twice when clocks go back (e.g. 25 Oct 2026 01:30) is taken at its first
 * occurrence (BST, 00:30 UTC): the reading a person awake at that moment sees first.
 * Returns null for text that is not a valid wall-clock time.
 */
export function londonWallClockToUtc(input: string): string | null {
  // Date pickers give `YYYY-MM-DD HH:mm:ss`; forms may give `YYYY-MM-DDTHH:mm`.
  const wallClock = input.trim().replace(' ', 'T').slice(0, 16);
  const parsed = DateTime.fromFormat(wallClock, WALL_CLOCK_FORMAT, { zone: LONDON_ZONE });
  if (!parsed.isValid) return null;
  const hourEarlier = parsed.minus({ hours: 1 });
  const firstOccurrence = hourEarlier.toFormat(WALL_CLOCK_FORMAT) === wallClock ? hourEarlier : parsed;
  return firstOccurrence.toUTC().toISO({ suppressMilliseconds: true });
}

/** The same London wall-clock time on another London day (`YYYY-MM-DD`), as a UTC ISO instant. */
export function atLondonDay(instant: Date | string, day: string): string | null {
  return londonWallClockToUtc(`${day}T${toLondon(instant).toFormat('HH:mm')}`);
}

/** Today's date in London, `YYYY-MM-DD`. */
export function londonToday(now: Date = new Date()): string {
  return londonDay(now);
}
