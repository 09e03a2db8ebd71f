import type { TWaitlistStatus } from '@usher/contract/waitlist';

/** Each status as the organiser's list and the entry's page name it, with its badge's colour. */
export const WAITLIST_STATUS: Record<TWaitlistStatus, { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'indigo' },
  offered: { label: 'Offered', color: 'orange' },
  purchased: { label: 'Purchased', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  left: { label: 'Left', color: 'gray' },
  removed: { label: 'Removed', color: 'red' },
};
