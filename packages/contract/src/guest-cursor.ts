/**
 * Where a page of the guest list ended, as the next request's `after`: the last guest's sale time (PostgreSQL's
 * text of it, with microseconds and offset), order id and number in the order. Clients pass it back untouched.
 */
export type TGuestKey = { createdAt: string; orderId: string; ticketIndex: number };

const SALE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TICKET_INDEX = 1_000_000;

/** The key as an opaque, URL-safe cursor (base64url of its three parts). */
export function encodeGuestCursor(key: TGuestKey): string {
  return btoa(`${key.createdAt}|${key.orderId}|${key.ticketIndex}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The key a cursor holds, or null for anything this server did not hand out (so it never reaches SQL). */
export function decodeGuestCursor(cursor: string): TGuestKey | null {
  if (!/^[\w-]{1,200}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [createdAt = '', orderId = '', index = '', ...rest] = text.split('|');
  const ticketIndex = Number(index);
  const isKey =
    rest.length === 0 &&
    SALE_TIME.test(createdAt) &&
    UUID.test(orderId) &&
    /^\d{1,7}$/.test(index) &&
    ticketIndex <= MAX_TICKET_INDEX;
  return isKey ? { createdAt, orderId, ticketIndex } : null;
}
