import { formatLondon, londonDay } from '@usher/contract/london-format';

/** `21 Nov 2026, 20:30 – 23:30` on one London day, both dates in full across days, the start alone without an end. */
export function formatLondonRange(startAt: string, endAt: string | null): string {
  if (!endAt) return formatLondon(startAt);
  const end = londonDay(startAt) === londonDay(endAt) ? formatLondon(endAt).slice(-5) : formatLondon(endAt);
  return `${formatLondon(startAt)} – ${end}`;
}
