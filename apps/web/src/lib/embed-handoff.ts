/**
 * The hand-over from an embedded date (an iframe on the organiser's site, issue 29 §3) to a top-level tab of
 * Usher: the iframe may have no cookies of its own (browsers that block third-party cookies), so the tab places
 * the hold itself from the choice in its address, and tells the iframe, its opener, once the order is paid.
 */

/** What an embedded page posts to the organiser's page: its height, for embed.js to size the iframe. */
export const EMBED_HEIGHT_MESSAGE = 'usher:height';
/** What the checkout tab posts to the embedded page that opened it, once its order is paid. */
export const EMBED_PAID_MESSAGE = 'usher:tickets-paid';

/** This tab was opened by an embedded page: its paid order is told to it. sessionStorage: this tab only. */
const HANDOFF_KEY = 'usher.embed-handoff';

export type TEmbedChoice = { items: { identity: string; quantity: number }[] };

/** The organiser page's origin embed.js wrote in the address (`?parent=`), or null when missing or not one. */
export function parentOriginOf(search: string): string | null {
  const parent = new URLSearchParams(search).get('parent');
  if (!parent) return null;
  try {
    const url = new URL(parent);
    return url.origin === parent && /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** `/e/1` → `/embed/e/1?parent=…`: a landing page linked from an embedded one stays embedded. */
export function embeddedPathOf(path: string, parentOrigin: string | null): string | null {
  if (!/^\/[eao]\/[^/?#]+$/.test(path)) return null;
  const query = parentOrigin ? `?parent=${encodeURIComponent(parentOrigin)}` : '';
  return `/embed${path}${query}`;
}

/** The top-level tab that holds `choice` on the date and opens its checkout. */
export function continuePath(eventId: string, choice: TEmbedChoice): string {
  const tickets = choice.items.map((item) => `${item.identity}:${item.quantity}`).join(',');
  return `/continue/${encodeURIComponent(eventId)}?tickets=${encodeURIComponent(tickets)}`;
}

/** The choice in a `/continue/` address, or null when it holds none or is malformed. */
export function readContinueChoice(search: string): TEmbedChoice | null {
  const tickets = new URLSearchParams(search).get('tickets') ?? '';
  const items = tickets
    .split(',')
    .filter(Boolean)
    .map((line) => {
      const [identity = '', quantity = ''] = line.split(':');
      return { identity, quantity: /^\d{1,3}$/.test(quantity) ? Number(quantity) : 0 };
    });
  const isValid = items.length > 0 && items.every((item) => item.identity && item.quantity > 0);
  return isValid ? { items } : null;
}

/** Remembers that this tab continues an embedded page's purchase. */
export function markEmbedHandoff(): void {
  try {
    sessionStorage.setItem(HANDOFF_KEY, 'true');
  } catch {
    // Storage refused: the embed is not told, the tickets are still sent.
  }
}

/**
 * Tells the embedded page that opened this tab that its order is paid, once. Targeted at Usher's own origin:
 * the opener is Usher's iframe, and no other page may hear of the order.
 */
export function tellEmbedOfPaidOrder(): void {
  try {
    if (sessionStorage.getItem(HANDOFF_KEY) === null) return;
    sessionStorage.removeItem(HANDOFF_KEY);
  } catch {
    return;
  }
  (window.opener as Window | null)?.postMessage({ type: EMBED_PAID_MESSAGE }, window.location.origin);
}
