import { z } from 'zod';
import { requiredText, text } from './fields';
import { MESSAGES } from './messages';
import { ZOfflineScanResult } from './offline-check-in';

/**
 * The crew's phone (issue 30 §2): every route is under `/api/door/{token}`. `POST …/start` opens a door session
 * (cookie DOOR_SESSION_COOKIE, HttpOnly, SameSite=Lax, Path=/api/door/{token}); every other route answers 401
 * without one of that link. Like every browser POST, the crew's carry the CSRF token (X-CSRF-Token), which a
 * browser with no account gets from `GET /api/auth/session`. The scan, manual check-in, undo and offline routes
 * take and answer the organiser's shapes, limited to the link's date and ticket types:
 * - `POST …/check-in/{code}` (nonce in X-Check-In-Nonce) and `POST …/manual-check-in/{ticketId}` → ZScanAnswer;
 *   a valid ticket of the date of a type the link does not admit: red MESSAGES.wrongDoor, not checked in.
 * - `POST …/undo/{ticketId}` ZUndoCheckInRequest → ZDoorGuest, no longer checked in (409 when not checked in).
 * - `GET …/offline` ZOfflineTicketsQuery → ZOfflineTicketsResponse (the link's ticket types only);
 *   `POST …/offline-scans` ZOfflineScansRequest → ZDoorOfflineScansResponse.
 */
export const DOOR_SESSION_COOKIE = 'usher_door';
export const DEVICE_NAME_MAX = 60;
/** A search of the link's guests needs at least this many characters; it answers at most DOOR_GUESTS_MAX. */
export const DOOR_SEARCH_MIN = 3;
export const DOOR_GUESTS_MAX = 20;
/** Wrong PINs from one client address for one link within DOOR_PIN_WINDOW_MINUTES lock that address out (429). */
export const DOOR_PIN_MAX_FAILURES = 5;
export const DOOR_PIN_WINDOW_MINUTES = 15;

export const ZDoorTokenParams = z.object({ token: text(200).min(1) });
export const ZDoorCodeParams = ZDoorTokenParams.extend({ code: text(200).min(1) });
/** `ticketId`: the ticket's external id, as the organiser's manual check-in takes it. */
export const ZDoorTicketParams = ZDoorTokenParams.extend({ ticketId: text(100).min(1) });

/** Body of `POST /api/door/{token}/start`: a missing `pin` on a link with one is a wrong PIN. */
export const ZDoorStartRequest = z.object({
  pin: text(100).nullish(),
  deviceName: requiredText(MESSAGES.deviceNameRequired, DEVICE_NAME_MAX),
});
export type TDoorStartRequest = z.input<typeof ZDoorStartRequest>;

export const ZDoorTicketVariant = z.object({ id: z.string(), name: z.string() });

/** What the crew's screens show: the date, the door's name and the ticket types it admits. */
export const ZDoorStartResponse = z.object({
  eventId: z.string(),
  activityName: z.string(),
  eventStartAt: z.string(),
  doorName: z.string(),
  ticketVariants: z.array(ZDoorTicketVariant),
});
export type TDoorStartResponse = z.infer<typeof ZDoorStartResponse>;

/** `GET /api/door/{token}/guests?search=`: at least DOOR_SEARCH_MIN characters, else 400. */
export const ZDoorGuestsQuery = z.object({
  search: text(200, { error: MESSAGES.doorSearchTooShort })
    .trim()
    .min(DOOR_SEARCH_MIN, { error: MESSAGES.doorSearchTooShort }),
});
export type TDoorGuestsQuery = z.infer<typeof ZDoorGuestsQuery>;

/** One guest as the crew see it: no phone number, no email. */
export const ZDoorGuest = z.object({
  /** The ticket's external id, as manual check-in and undo take it. */
  ticketId: z.string(),
  guestName: z.string(),
  ticketVariantName: z.string(),
  orderReference: z.string(),
  /** The ticket's number in its order, as the guest list shows it. */
  ticketNumber: z.number(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
});
export type TDoorGuest = z.infer<typeof ZDoorGuest>;

export const ZDoorGuestsResponse = z.object({ guests: z.array(ZDoorGuest) });
export type TDoorGuestsResponse = z.infer<typeof ZDoorGuestsResponse>;

/** An offline scan's outcome at a door: the organiser's, plus `wrongDoor` for a ticket type this link does not admit. */
export const ZDoorOfflineScanOutcome = z.enum([
  'checkedIn',
  'alreadyCheckedIn',
  'conflict',
  'cancelled',
  'otherEvent',
  'unknown',
  'wrongDoor',
]);
export type TDoorOfflineScanOutcome = z.infer<typeof ZDoorOfflineScanOutcome>;

export const ZDoorOfflineScanResult = ZOfflineScanResult.extend({ outcome: ZDoorOfflineScanOutcome });
export type TDoorOfflineScanResult = z.infer<typeof ZDoorOfflineScanResult>;

export const ZDoorOfflineScansResponse = z.object({ results: z.array(ZDoorOfflineScanResult) });
export type TDoorOfflineScansResponse = z.infer<typeof ZDoorOfflineScansResponse>;
