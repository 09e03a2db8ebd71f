/**
 * Where a page of the guest list ended, as the next request's `after`: the last guest's place in the list (the
 * order tickets were issued in; a whole number PostgreSQL counts in bigint, so it stays text here). Clients pass
 * it back untouched.
 */
export type TGuestKey = { position: string };

const PREFIX = 'p';
const POSITION = /^[1-9]\d{0,17}$/;

/** The key as an opaque, URL-safe cursor (base64url of the place). */
export function encodeGuestCursor(key: TGuestKey): string {
  return btoa(`${PREFIX}${key.position}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The key a cursor holds, or null for anything this server did not hand out (so it never reaches SQL). */
export function decodeGuestCursor(cursor: string): TGuestKey | null {
  if (!/^[\w-]{1,40}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const position = text.slice(PREFIX.length);
  return text.startsWith(PREFIX) && POSITION.test(position) ? { position } : null;
}
