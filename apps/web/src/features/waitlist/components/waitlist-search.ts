import type { TWaitlistEntry } from '@usher/contract/waitlist';

/** The entries whose name or email holds the typed text, ignoring case and spaces around it; all when empty. */
export function searchWaitlist(entries: readonly TWaitlistEntry[], query: string): TWaitlistEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) => entry.fullName.toLowerCase().includes(needle) || entry.email.toLowerCase().includes(needle),
  );
}
