import { londonDay } from '@usher/contract/london-time';

const HOUR_MS = 3_600_000;
/** More hours than a server sees in the dates scanned within a day; the memo starts again past it. */
const MAX_REMEMBERED_HOURS = 10_000;
const dayOfHour = new Map<number, string>();

/**
 * The London calendar day of an instant, remembered by the hour it falls in: London is always a whole number
 * of hours from UTC, so its midnight is on a UTC hour and every instant of an hour is on one London day. Every
 * scan asks for today's day and its date's, and Intl's formatting of them was a tenth of the scan's own work.
 */
export function londonDayOf(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    if (dayOfHour.size >= MAX_REMEMBERED_HOURS) dayOfHour.clear();
    day = londonDay(new Date(hour * HOUR_MS));
    dayOfHour.set(hour, day);
  }
  return day;
}
