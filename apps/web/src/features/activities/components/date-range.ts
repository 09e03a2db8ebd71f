import { formatLondon } from '@usher/contract/london-format';

/** "first – last" in London time; one date alone when they are the same. */
export function formatDateRange(first: string | null, last: string | null): string | null {
  if (!first) return null;
  const from = formatLondon(first);
  if (!last || last === first) return from;
  return `${from} – ${formatLondon(last)}`;
}
