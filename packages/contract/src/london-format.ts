/**
 * London display of an instant through the browser's own time zone data (Intl), with no date library: what
 * the public pages show loads no luxon. london-time.ts re-exports these, and its tests cover them.
 */
const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** Fixed English abbreviations: ICU's month names follow the browser's language (en-GB writes `Sept`). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An ISO time with no offset is UTC, as the API writes it. */
const HAS_OFFSET = /(?:[zZ]|[+-]\d\d:?\d\d)$/;

function londonParts(instant: Date | string) {
  const date =
    typeof instant === 'string' ? new Date(HAS_OFFSET.test(instant) ? instant : `${instant}Z`) : instant;
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** `DD MMM YYYY, HH:mm` in London time, e.g. `25 Oct 2026, 01:30`. */
export function formatLondon(instant: Date | string): string {
  const { year, month, day, hour, minute } = londonParts(instant);
  return `${day} ${MONTHS[Number(month) - 1]} ${year}, ${hour}:${minute}`;
}

/** The London calendar day of an instant, `YYYY-MM-DD`. */
export function londonDay(instant: Date | string): string {
  const { year, month, day } = londonParts(instant);
  return `${year}-${month}-${day}`;
}
