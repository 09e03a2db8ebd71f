import type { THold, THoldRequest } from '@usher/contract/holds';
import { api } from '../../../lib/api-client';

/**
 * A hold as the checkout screen needs it after a reload: the date it is for and the code applied there, and for a
 * waiting list's offer (issue 31 §3) its entry, whose page is the way back (releasing it would pass it on).
 */
export type TStoredHold = THold & { eventId: string; promoCode: string; waitlistEntryId?: string };

const storageKey = (holdId: string) => `usher.hold.${holdId}`;

/** The hold this tab placed, if any: kept in sessionStorage so the checkout screen survives a reload. */
export function readStoredHold(holdId: string): TStoredHold | null {
  try {
    const stored = sessionStorage.getItem(storageKey(holdId));
    return stored ? (JSON.parse(stored) as TStoredHold) : null;
  } catch {
    return null;
  }
}

/** Keeps a hold just placed (or offered from the waiting list) for the checkout screen, with the date and the code. */
export function rememberHold(
  hold: THold,
  eventId: string,
  promoCode: string,
  waitlistEntryId?: string,
): void {
  const stored: TStoredHold = {
    ...hold,
    eventId,
    promoCode,
    ...(waitlistEntryId ? { waitlistEntryId } : {}),
  };
  sessionStorage.setItem(storageKey(hold.id), JSON.stringify(stored));
}

export function forgetStoredHold(holdId: string): void {
  sessionStorage.removeItem(storageKey(holdId));
}

/**
 * The holds this tab placed on a date and left without an order (an order forgets its hold), newest last: the
 * customer came back to the date from the checkout.
 */
export function storedHoldsOf(eventId: string): TStoredHold[] {
  try {
    return Object.keys(sessionStorage)
      .filter((key) => key.startsWith(storageKey('')))
      .flatMap((key) => {
        const hold = readStoredHold(key.slice(storageKey('').length));
        return hold && hold.eventId === eventId ? [hold] : [];
      })
      .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  } catch {
    return [];
  }
}

/**
 * The checkout of a hold: the date rides along in the address, so a checkout opened in another tab (which does not
 * share this tab's storage) still knows the way back to the date.
 */
export function checkoutPath(holdId: string, eventId: string): string {
  return `/checkout/${encodeURIComponent(holdId)}?event=${encodeURIComponent(eventId)}`;
}

/** 201 the hold; 409 when the places are lacking or the date is over; 404 for an unpublished date. */
export function placeHold(eventId: string, body: THoldRequest): Promise<THold> {
  return api.post<THold>(`/api/public/event/${encodeURIComponent(eventId)}/holds`, body);
}
