import { formatLondon } from '@usher/contract/london-format';
import { atLondonDay } from '@usher/contract/london-time';

/** Each copy starts at the source's London wall-clock time on its day: `DD MMM YYYY, HH:mm`. */
export function formatCopyStarts(days: string[], sourceStartAt: string): string[] {
  return days.map((day) => formatLondon(atLondonDay(sourceStartAt, day) ?? `${day}T00:00:00Z`));
}
