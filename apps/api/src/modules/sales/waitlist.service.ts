import { MESSAGES } from '@usher/contract/messages';
import { MAX_TICKETS_PER_ORDER } from '@usher/contract/order-limits';
import type { Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../errors';
import { availabilityOfStock, withDates, type LockedSale } from './locked-sale.service';
import { publicTicketsToBuy } from './waitlist-reserve';
import { notifyWaitlist } from './waitlist-notices';
import {
  countWaitingByDate,
  findDateForJoin,
  findEntries,
  findEntryOwner,
  hasLiveEntry,
  insertEntry,
  listDatesToSweep,
  listEntriesOfDate,
  listWaitingContacts,
  readWaitingReserve,
  setEntryStatus,
  type EntryToInsert,
  type WaitlistEntryRow,
} from './waitlist.repository';

export { setWaitlistNotifier, type WaitlistNotice, type WaitlistNotifier } from './waitlist-notices';
export { publicTicketsToBuy } from './waitlist-reserve';
export type { WaitlistEntryRow };
export { countWaitingByDate, findEntries as findWaitlistEntries, listWaitingContacts };

/**
 * The sales core's side of the waiting list (issue 31): every change that touches places — a join (decided
 * against the stock), leaving or removing an entry that holds an offer — runs under the date's lock, and
 * `withDates` serves the list at the end of every sale (`waitlist-serve.ts`). Reads need no lock.
 */

/** Per ticket type of a date, the places people wait for while its list is on and it has not started. */
export function readWaitlistReserve(db: Db, eventId: string): Promise<Map<string, number>> {
  return readWaitingReserve(db, [eventId]);
}

type JoinRequest = Omit<EntryToInsert, 'organizationId' | 'eventId'>;

/**
 * Puts a person on a date's waiting list for a ticket type (issue 31 §2), holding the date's lock: 404 for an
 * unknown or unpublished date or a type of another date; 409 when the list is off or the date has started,
 * when the public can still buy that type, or when the email already waits or holds an offer for it.
 */
export async function joinWaitlist(
  db: Db,
  eventId: string,
  request: JoinRequest,
): Promise<{ entryId: string; position: number }> {
  const date = await findDateForJoin(db, eventId);
  if (!date || !date.isPublished) throw notFound();
  return withDates(db, date.organizationId, [eventId], async (sale) => {
    const stock = await sale.stock(eventId);
    if (!stock.variants.some((variant) => variant.id === request.variantId)) throw notFound();
    if (!date.isEnabled || new Date(date.startAt).getTime() <= Date.now()) {
      throw conflict(MESSAGES.waitlistClosed);
    }
    const reserve = await readWaitingReserve(sale.trx, [eventId]);
    if (
      publicTicketsToBuy(availabilityOfStock(stock), reserve, request.variantId, MAX_TICKETS_PER_ORDER) > 0
    ) {
      throw conflict(MESSAGES.waitlistTicketsAvailable);
    }
    if (await hasLiveEntry(sale.trx, request.variantId, request.email)) {
      throw conflict(MESSAGES.waitlistAlreadyJoined);
    }
    const entryId = await insertEntry(sale.trx, { ...request, organizationId: date.organizationId, eventId });
    await notifyWaitlist(sale.trx, [{ kind: 'joined', entryId }]);
    const [entry] = await findEntries(sale.trx, [entryId]);
    return { entryId, position: entry!.position ?? 0 };
  });
}

/** An entry by its unguessable id; undefined when unknown. */
export async function findWaitlistEntry(db: Db, entryId: string): Promise<WaitlistEntryRow | undefined> {
  return (await findEntries(db, [entryId]))[0];
}

/** A date's entries in joining order, each with its place among those still waiting for its ticket type. */
export function listWaitlistOfDate(db: Db, organizationId: string, eventId: string) {
  return listEntriesOfDate(db, organizationId, eventId);
}

/**
 * The person leaves the list (issue 31 §2): status `left`, idempotent; an offer's hold is released at once and
 * the places go to the next person in the same transaction. 409 for a purchased, expired or removed entry.
 */
export function leaveWaitlist(db: Db, entryId: string): Promise<WaitlistEntryRow> {
  return endEntry(db, null, entryId, 'left');
}

/** The organiser removes an entry (issue 31 §4): as leaving, status `removed`; 404 for another organiser's. */
export function removeWaitlistEntry(
  db: Db,
  organizationId: string,
  entryId: string,
): Promise<WaitlistEntryRow> {
  return endEntry(db, organizationId, entryId, 'removed');
}

async function endEntry(
  db: Db,
  organizationId: string | null,
  entryId: string,
  status: 'left' | 'removed',
): Promise<WaitlistEntryRow> {
  const owner = await findEntryOwner(db, entryId);
  if (!owner || (organizationId !== null && owner.organizationId !== organizationId)) throw notFound();
  return withDates(db, owner.organizationId, [owner.eventId], async (sale) => {
    const [entry] = await findEntries(sale.trx, [entryId]);
    if (!entry) throw notFound();
    if (entry.status === status) return entry;
    if (entry.status !== 'waiting' && entry.status !== 'offered') throw conflict(MESSAGES.waitlistEntryEnded);
    if (entry.status === 'offered' && entry.holdId) await releaseOffer(sale, entry.holdId);
    await setEntryStatus(sale.trx, entryId, status);
    return { ...entry, status, position: null };
  });
}

/**
 * Lets an offer's places go. An offer being paid for (an order was made of its hold) cannot be taken back:
 * only that order's own end frees its places, as for any customer (409).
 */
function releaseOffer(sale: LockedSale, holdId: string): Promise<void> {
  return sale.release(holdId);
}

/** Dates looked at per sweep: far more than ever have someone waiting at once. */
const SWEEP_LIMIT = 500;

/**
 * The time side of the list (issue 31 §3): for each date with someone waiting on a list that is on, or an offer
 * that ran out or was let go, a sale that does nothing, whose end settles the offers and serves the list.
 * Places freed by time alone (a hold or an offer running out) are offered by the next sweep.
 */
export async function sweepWaitlists(db: Db): Promise<number> {
  const dates = await listDatesToSweep(db, SWEEP_LIMIT);
  for (const { organizationId, eventId } of dates) {
    // A date busy with another sale is served by that sale's own end.
    await withDates(db, organizationId, [eventId], async () => undefined).catch((error: unknown) => {
      if (!(error instanceof AppError && error.statusCode === 503)) throw error;
    });
  }
  return dates.length;
}
