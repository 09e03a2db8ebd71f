import type { Db } from '../../db/database';
import type { LockedSale } from './locked-sale.service';
import { lockAndReadStock, type EventStock } from './stock.repository';
import { notifyWaitlist, type WaitlistNotice } from './waitlist-notices';
import {
  listWaitingEntries,
  readDateWaitlists,
  settleEndedOffers,
  type DateWaitlist,
  type OfferToMake,
} from './waitlist.repository';

/** Waiting entries read at a time while choosing offers: a page covers every offer of a common freeing. */
const ENTRY_PAGE = 1000;

/**
 * Serves the waiting lists of the dates a sale holds, at its end and in its transaction (issue 31 §3), so every
 * change that frees places — whichever it is — hands them to the list before anyone else can see them: offers
 * that ended are settled (paid → purchased; released, run out or given up → expired, and told), then each date
 * whose list is on and has not started offers its free places to the people waiting, in joining order.
 */
export async function serveWaitlists(sale: LockedSale): Promise<void> {
  const lists = await readDateWaitlists(sale.trx, sale.eventIds);
  if (lists.size === 0) return;
  const notices: WaitlistNotice[] = [];
  const withOffers = [...lists.values()].filter((list) => list.hasOffers).map((list) => list.eventId);
  if (withOffers.length > 0) {
    for (const ended of await settleEndedOffers(sale.trx, withOffers)) {
      if (ended.status === 'expired') notices.push({ kind: 'expired', entryId: ended.id });
    }
  }
  const now = new Date();
  for (const list of lists.values()) {
    if (!list.isEnabled || list.startAt <= now || list.waiting.size === 0) continue;
    const offers = await chooseOffers(sale.trx, sale.organizationId, list);
    if (offers.length === 0) continue;
    const offerEnd = new Date(Math.min(now.getTime() + list.offerMinutes * 60_000, list.startAt.getTime()));
    await sale.placeOffers(list.eventId, offers, offerEnd);
    notices.push(...offers.map((offer) => ({ kind: 'offered' as const, entryId: offer.entryId })));
  }
  await notifyWaitlist(sale.trx, notices);
}

/**
 * The entries that get an offer now: in joining order, each whose quantity fits what its ticket type has free
 * (its own limit and, when it counts, the venue's); one that does not fit keeps its place, and the next is
 * tried. The stock is read again here: the sale may have changed a capacity or a limit with its own writes.
 */
async function chooseOffers(trx: Db, organizationId: string, list: DateWaitlist): Promise<OfferToMake[]> {
  const stock = (await lockAndReadStock(trx, organizationId, [list.eventId])).get(list.eventId);
  if (!stock) return [];
  const free = freePlaces(stock);
  const canServe = (variantId: string) =>
    free.of(variantId) >= (list.waiting.get(variantId)?.smallestGroup ?? Infinity);
  const candidates = [...list.waiting.keys()].filter(canServe);
  const offers: OfferToMake[] = [];
  let after = '0';
  while (candidates.some(canServe)) {
    const page = await listWaitingEntries(trx, list.eventId, candidates, after, ENTRY_PAGE);
    for (const entry of page) {
      if (entry.quantity > free.of(entry.variantId)) continue;
      free.take(entry.variantId, entry.quantity);
      offers.push({ entryId: entry.id, variantId: entry.variantId, quantity: entry.quantity });
    }
    if (page.length < ENTRY_PAGE) break;
    after = page[page.length - 1]!.position;
  }
  return offers;
}

/** The places each ticket type of a date has free (its own limit, and the venue's when it counts), as they are taken. */
function freePlaces(stock: EventStock) {
  const variants = new Map(stock.variants.map((variant) => [variant.id, variant]));
  const taken = stock.variants
    .filter((variant) => variant.isAffectEventTicketCount)
    .reduce((sum, variant) => sum + variant.sold + variant.reserved, 0);
  let venueLeft = stock.capacity === null ? Infinity : stock.capacity - taken;
  const ownLeft = new Map(
    stock.variants.map((variant) => [
      variant.id,
      variant.maxTicketCount === null ? Infinity : variant.maxTicketCount - variant.sold - variant.reserved,
    ]),
  );
  return {
    of(variantId: string): number {
      const variant = variants.get(variantId);
      if (!variant) return 0;
      return Math.min(ownLeft.get(variantId)!, variant.isAffectEventTicketCount ? venueLeft : Infinity);
    },
    take(variantId: string, quantity: number): void {
      ownLeft.set(variantId, ownLeft.get(variantId)! - quantity);
      if (variants.get(variantId)!.isAffectEventTicketCount) venueLeft -= quantity;
    },
  };
}
