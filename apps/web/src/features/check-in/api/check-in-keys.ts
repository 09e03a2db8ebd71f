import type { TGuestListQuery } from '@usher/contract/check-in';

/** What narrows the guest list; its pages follow by cursor within one such list. */
export type TGuestListFilter = Pick<TGuestListQuery, 'search' | 'checkedIn'>;

/** Every check-in query of a date starts with `event(eventId)`, so one check-in refreshes figures and list. */
export const checkInKeys = {
  all: ['check-in'] as const,
  event: (eventId: string) => [...checkInKeys.all, eventId] as const,
  figures: (eventId: string) => [...checkInKeys.event(eventId), 'event'] as const,
  guests: (eventId: string, query: TGuestListFilter) =>
    [...checkInKeys.event(eventId), 'guests', query] as const,
  /** The date's check-in log, newest first (issue 30 §3). */
  log: (eventId: string) => [...checkInKeys.event(eventId), 'log'] as const,
  /** What this device holds of the date for the offline door (IndexedDB, not the server). */
  offline: (eventId: string) => [...checkInKeys.event(eventId), 'offline'] as const,
  offlineGuests: (eventId: string) => [...checkInKeys.event(eventId), 'offline-guests'] as const,
  offlineDates: () => [...checkInKeys.all, 'offline-dates'] as const,
  /** What a door link's crew asked (issue 30 §2): by the link, as the crew never know more than it. */
  door: (token: string) => [...checkInKeys.all, 'door', token] as const,
  doorGuests: (token: string, search: string) => [...checkInKeys.door(token), 'guests', search] as const,
  /** The key of the link's offline copy on this device (a hash of the token, computed once). */
  doorCopyId: (token: string) => [...checkInKeys.door(token), 'copy-id'] as const,
};
