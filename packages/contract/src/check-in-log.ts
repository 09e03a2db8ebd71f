import { z } from 'zod';
import { text } from './fields';
import { MESSAGES } from './messages';

/** Why a check-in is undone, in the door's words: required, at most this long. */
export const UNDO_REASON_MAX = 200;

/** `POST /api/client/check-in/{eventId}/undo/{ticketId}` (issue 30 §3). */
export const ZUndoCheckInRequest = z.object({
  reason: text(UNDO_REASON_MAX, { error: MESSAGES.undoReasonRequired })
    .trim()
    .min(1, { error: MESSAGES.undoReasonRequired }),
});
export type TUndoCheckInRequest = z.infer<typeof ZUndoCheckInRequest>;

export const CHECK_IN_LOG_PAGE_SIZE = 100;

export const ZCheckInLogQuery = z.object({
  /** A previous page's `nextCursor`: the page starts with the entry before it. */
  after: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, { error: MESSAGES.notALogCursor })
    .optional(),
});
export type TCheckInLogQuery = z.infer<typeof ZCheckInLogQuery>;

export const CHECK_IN_LOG_ACTIONS = ['checkIn', 'undo', 'refused'] as const;

/** Who did it: a user (their email), or a door link (its name) with the crew's device name. */
export const ZCheckInActor = z.object({
  kind: z.enum(['user', 'doorLink']),
  name: z.string(),
  deviceName: z.string().nullable(),
});

export const ZCheckInLogEntry = z.object({
  at: z.string(),
  action: z.enum(CHECK_IN_LOG_ACTIONS),
  ticketId: z.string(),
  /** The ticket's number in its order, as the guest list shows it. */
  ticketNumber: z.number(),
  guestName: z.string(),
  ticketVariantName: z.string(),
  /** The answer the door gave: green for a check-in, orange or red for a refused scan, null for an undo. */
  color: z.enum(['green', 'orange', 'red']).nullable(),
  message: z.string().nullable(),
  by: ZCheckInActor,
  /** Why, for an undo. */
  reason: z.string().nullable(),
});
export type TCheckInLogEntry = z.infer<typeof ZCheckInLogEntry>;

export const ZCheckInLogResponse = z.object({
  /** Newest first, at most CHECK_IN_LOG_PAGE_SIZE. */
  entries: z.array(ZCheckInLogEntry),
  /** Pass as `after` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TCheckInLogResponse = z.infer<typeof ZCheckInLogResponse>;
