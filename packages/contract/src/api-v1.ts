import { z } from 'zod';
import { ZGuest, ZGuestListQuery } from './check-in';
import { text } from './fields';
import { MESSAGES } from './messages';
import { ZSalesChannel } from './sales';

/** Shapes of the versioned API for API keys, `/api/v1` (issue 29 §1). Amounts are in pence. */

/** Orders and guests per page of `/api/v1`. */
export const API_V1_PAGE_SIZE = 100;

const instant = z.iso.datetime({
  offset: true,
  error: 'Please give an ISO 8601 instant, e.g. 2026-11-29T19:00:00Z',
});

export const ZApiEventsQuery = z.object({ from: instant.optional(), to: instant.optional() });

export const ZApiEvent = z.object({
  id: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  isPublished: z.boolean(),
  capacity: z.number().nullable(),
  sold: z.number(),
  checkedIn: z.number(),
});
export type TApiEvent = z.infer<typeof ZApiEvent>;
export const ZApiEventsResponse = z.object({ events: z.array(ZApiEvent) });

/** Where a page of orders ended: the last order's change time (to the microsecond, as stored) and id. */
export type TOrderCursor = { updatedAt: string; id: string };
const CURSOR_TEXT = /^o\|(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/;

export function encodeOrderCursor(cursor: TOrderCursor): string {
  return btoa(`o|${cursor.updatedAt}|${cursor.id}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The position a cursor holds, or null for anything this server did not hand out (so it never reaches SQL). */
export function decodeOrderCursor(cursor: string): TOrderCursor | null {
  if (!/^[\w-]{1,120}$/.test(cursor)) return null;
  let decoded: string;
  try {
    decoded = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = CURSOR_TEXT.exec(decoded);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { updatedAt: match[1]!, id: match[2]! };
}

export const ZApiOrdersQuery = z.object({
  /** Only orders changed at or after this instant, so a client syncs by the newest `updatedAt` it holds. */
  updatedSince: instant.optional(),
  /** A previous page's `nextCursor`. */
  after: z
    .string()
    .max(200)
    .refine((cursor) => decodeOrderCursor(cursor) !== null, { error: MESSAGES.apiCursorInvalid })
    .optional(),
});
export type TApiOrdersQuery = z.infer<typeof ZApiOrdersQuery>;

export const ZApiTicket = z.object({
  /** The ticket's external id, as on its page and in the guest list. */
  ticketId: z.string(),
  /** Its number within its order, from 1. */
  ticketNumber: z.number(),
  ticketVariantName: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  checkedInAt: z.string().nullable(),
});

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'refund_pending',
  'refunded',
  'expired',
] as const;

export const ZApiOrder = z.object({
  orderId: z.string(),
  orderReference: z.string(),
  channel: ZSalesChannel,
  status: z.enum(ORDER_STATUSES),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  total: z.number(),
  discount: z.number(),
  promoCode: z.string().nullable(),
  createdAt: z.string(),
  /** Moves on every change of the order or of any of its tickets. */
  updatedAt: z.string(),
  tickets: z.array(ZApiTicket),
});
export type TApiOrder = z.infer<typeof ZApiOrder>;

export const ZApiOrdersResponse = z.object({ orders: z.array(ZApiOrder), nextCursor: z.string().nullable() });
export type TApiOrdersResponse = z.infer<typeof ZApiOrdersResponse>;

export const ZApiGuestsQuery = ZGuestListQuery.pick({ after: true });
export const ZApiGuestsResponse = z.object({ guests: z.array(ZGuest), nextCursor: z.string().nullable() });

/** Body of POST /api/v1/events/{eventId}/check-ins: a scanned code and the client's nonce (a retry answers the same). */
export const ZApiCheckInRequest = z.object({
  code: text(200).min(1, { error: MESSAGES.qrNotRecognised }),
  nonce: text(100).min(8, { error: 'Please send a nonce of 8 to 100 characters' }),
});
