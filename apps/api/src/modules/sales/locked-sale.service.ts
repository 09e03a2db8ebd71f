import { MESSAGES } from '@usher/contract/messages';
import { isSelectionAllowed, type EventAvailability } from '@usher/contract/quantity-rules';
import type { Db } from '../../db/database';
import { announceDatesChanged } from './date-changes';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import {
  countLiveHoldsOfClient,
  findHoldEventId,
  insertHold,
  isHoldCheckedOut,
  markHoldReleased,
  type PlacedHold,
} from './hold.repository';
import { issueTickets, type IssuedOrder, type OrderToIssue, type WriteAlong } from './issue-tickets.service';
import {
  deleteExpiredOrders,
  findHoldToCheckout,
  findOnlineOrder,
  hasRecordedOrders,
  type HoldToCheckout,
} from './online-order.repository';
import {
  abandonOnlineOrder,
  checkoutHold,
  payOnlineOrder,
  recordOnlinePayment,
  type CheckedOutOrder,
  type OnlineOrderToCreate,
  type PaymentOutcome,
  type PaymentReceived,
} from './online-order.service';
import {
  cancelOrderTickets,
  findOrderById,
  markOrderDisputed,
  markOrderEnded,
  markRefundPending,
  restoreUnrefundedOrder,
  type OrderById,
} from './order-admin.repository';
import { isRefundableOrder } from './refund-rules';
import { isOrderReferenceTaken } from './order.repository';
import { countSalesByVariant, hasSalesOrReservations, type CountFilter } from './sales-count.repository';
import { findDatesOfVariants, lockAndReadStock, type EventStock, type LocksToTake } from './stock.repository';
import { publicSelectionAllowed } from './waitlist-reserve';
import { serveWaitlists } from './waitlist-serve';
import { insertOffers, readWaitingReserve, type OfferToMake } from './waitlist.repository';

/**
 * Who places a hold, as far as the app can tell: the client address block (`addressBlock`) and how many live
 * holds it may have on one date (0: no limit).
 */
export type HoldingClient = { address: string; maxLiveHolds: number };

/** How long a change waits for another change of the same date before answering 'busy, try again'. */
const LOCK_TIMEOUT = '3s';
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Takes transaction-scoped advisory locks on these keys, in one order, each waiting at most `LOCK_TIMEOUT`
 * (then 503), and reads the stock of `eventIds` once they are all granted, in one round trip: the read sees
 * everything the locks' previous holders committed (`lockAndReadStock`).
 */
async function lockKeys(
  trx: Db,
  organizationId: string,
  keys: string[],
  eventIds: string[],
): Promise<Map<string, EventStock>> {
  return busyOnLockTimeout(lockAndReadStock(trx, organizationId, eventIds, locksOf(keys)));
}

/** These keys' locks as the sales core takes them: each once, in sorted order, waiting at most `LOCK_TIMEOUT`. */
export const locksOf = (keys: string[]): LocksToTake => ({
  keys: [...new Set(keys)].sort(),
  timeout: LOCK_TIMEOUT,
});

/** `work`, answering 503 'busy, try again' when a lock it waited for was not granted within `LOCK_TIMEOUT`. */
export async function busyOnLockTimeout<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) {
      throw new AppError(503, MESSAGES.ticketsBusy);
    }
    throw error;
  }
}

/** Whether a date's stock can take a selection (§4): each type's sold + held + asked within its limit, and the venue's. */
export function stockFits(stock: EventStock, selection: Record<string, number>): boolean {
  return isSelectionAllowed(availabilityOfStock(stock), selection);
}

/** A date's stock as the §4 quantity rules read it. */
export function availabilityOfStock(stock: EventStock): EventAvailability {
  return {
    maxTicketCount: stock.capacity,
    variants: stock.variants.map((variant) => ({
      id: variant.id,
      maxTicketCount: variant.maxTicketCount,
      orderCount: variant.sold,
      reservedCount: variant.reserved,
      isAffectEventTicketCount: variant.isAffectEventTicketCount,
    })),
  };
}

/**
 * Dates held by one transaction under their sales locks, and the only way to act on their stock: every rule
 * that compares against tickets sold or held is a method here, and reads the catalogue and the counts itself,
 * holding the locks. Only `withDates` makes one (the class is not exported), so a rule run without the lock
 * does not type-check. A method asked about a date it does not hold throws: that is a bug, not a refusal.
 */
class LockedSale {
  readonly #eventIds: ReadonlySet<string>;
  /** Each date's stock as read under the lock, until this sale changes it. */
  readonly #stocks: Map<string, EventStock>;

  constructor(
    /** The transaction holding the locks, for the caller's own writes that must land with the check. */
    readonly trx: Db,
    readonly organizationId: string,
    eventIds: string[],
    /** The dates' stock as read with the locks, by the statement that took them. */
    stocks: Map<string, EventStock>,
  ) {
    this.#eventIds = new Set(eventIds);
    this.#stocks = stocks;
  }

  /** The dates this sale holds. */
  get eventIds(): string[] {
    return [...this.#eventIds];
  }

  /**
   * Throws unless this sale holds the date's lock: every function that acts on a date's stock or orders with a
   * sale asks this first, so a sale can never write to a date it did not lock (a bug, not a refusal).
   */
  requireHeld(eventId: string): void {
    if (!this.#eventIds.has(eventId)) throw new Error(`date ${eventId} is not locked by this sale`);
  }

  /** The locked dates of these ticket types; 404 when one is not the organiser's. */
  async #datesOfVariants(variantIds: string[]): Promise<Map<string, string>> {
    const dates = await findDatesOfVariants(this.trx, this.organizationId, variantIds);
    if (dates.size !== new Set(variantIds).size) throw notFound();
    for (const eventId of dates.values()) this.requireHeld(eventId);
    return dates;
  }

  /** Forgets the stock read so far: this sale has just changed what is sold or held. */
  #forgetStock(): void {
    this.#stocks.clear();
  }

  /**
   * A held date's capacity and ticket types as they are now, with what is sold and held (read once under the
   * lock, again after this sale changes them); 404 for a date of another organiser.
   */
  async stock(eventId: string): Promise<EventStock> {
    this.requireHeld(eventId);
    const known = this.#stocks.get(eventId);
    if (known) return known;
    const stock = (await lockAndReadStock(this.trx, this.organizationId, [eventId])).get(eventId);
    if (!stock) throw notFound();
    this.#stocks.set(eventId, stock);
    return stock;
  }

  /**
   * A held date's stock, refusing (409) a date whose activity is not published. Unpublishing takes the dates'
   * locks, so a sale that passed this cannot land on an activity taken offline meanwhile; the date's times and
   * what its activity asks of a receiver can be read before the lock.
   */
  async requireOnSale(eventId: string): Promise<EventStock> {
    const stock = await this.stock(eventId);
    if (!stock.isPublished) throw conflict(MESSAGES.activityNotPublished);
    return stock;
  }

  /** Whether the date can take a selection (§4): each type's sold + held + asked within its limit, and the venue's. */
  async fits(eventId: string, selection: Record<string, number>): Promise<boolean> {
    return stockFits(await this.stock(eventId), selection);
  }

  /**
   * Whether the public may take a selection (issue 31 §3): it fits, asks no ticket type people wait for, and
   * leaves the places they could take. Only while the date's waiting list is on and the date has not started.
   */
  async fitsForPublic(eventId: string, selection: Record<string, number>): Promise<boolean> {
    const stock = await this.stock(eventId);
    const waiting = await readWaitingReserve(this.trx, [eventId]);
    return publicSelectionAllowed(availabilityOfStock(stock), waiting, selection);
  }

  /**
   * Offers places to people waiting (issue 31 §3): each a hold of its entry's quantity until `expiresAt`, counted
   * like any hold from then on. The caller (`serveWaitlists`) chose them to fit, holding the lock.
   */
  async placeOffers(eventId: string, offers: OfferToMake[], expiresAt: Date): Promise<void> {
    this.requireHeld(eventId);
    await insertOffers(this.trx, this.organizationId, eventId, offers, expiresAt);
    this.#forgetStock();
  }

  /** Refuses (409) a selection the date cannot take. */
  async requireFits(eventId: string, selection: Record<string, number>): Promise<void> {
    if (!(await this.fits(eventId, selection))) {
      throw conflict(MESSAGES.notEnoughTickets, { items: MESSAGES.notEnoughTickets });
    }
  }

  /**
   * Holds a selection of a held date for a customer until `expiresAt` (issue 16 §1), if it fits: from then on
   * it counts in every check as reserved. 400 for a ticket type not of this date, 429 when the client already
   * has its most live holds on the date (issue 28 §4; counted under the lock, so a burst cannot pass it), 409
   * when it does not fit.
   */
  async hold(
    eventId: string,
    selection: Record<string, number>,
    expiresAt: Date,
    client: HoldingClient | null = null,
  ): Promise<PlacedHold> {
    const { variants } = await this.stock(eventId);
    const ofDate = new Set(variants.map((variant) => variant.id));
    const lines = Object.entries(selection).filter(([, quantity]) => quantity > 0);
    if (lines.length === 0 || lines.some(([variantId]) => !ofDate.has(variantId))) {
      throw badRequest(MESSAGES.chooseTickets, { items: MESSAGES.chooseTickets });
    }
    if (
      client &&
      client.maxLiveHolds > 0 &&
      (await countLiveHoldsOfClient(this.trx, eventId, client.address)) >= client.maxLiveHolds
    ) {
      throw new AppError(429, MESSAGES.tooManyHolds);
    }
    await this.requireFits(eventId, selection);
    if (!(await this.fitsForPublic(eventId, selection))) {
      throw conflict(MESSAGES.notEnoughTickets, { items: MESSAGES.notEnoughTickets });
    }
    const placed = await insertHold(this.trx, {
      organizationId: this.organizationId,
      eventId,
      expiresAt,
      clientAddress: client?.address ?? null,
      lines,
    });
    this.#forgetStock();
    return placed;
  }

  /**
   * Releases a customer's hold of a held date, freeing its places at once; releasing twice changes nothing. 409
   * once an order was made of it (issue 28 §3): its customer may be paying for those places, and only the
   * order's own end (its payment abandoned or expired, the organiser's cancel) lets them go.
   */
  async release(holdId: string): Promise<void> {
    const eventId = await findHoldEventId(this.trx, this.organizationId, holdId);
    if (!eventId) throw notFound();
    this.requireHeld(eventId);
    if (await isHoldCheckedOut(this.trx, holdId)) throw conflict(MESSAGES.holdCheckedOut);
    await markHoldReleased(this.trx, holdId);
    this.#forgetStock();
  }

  /**
   * A hold of a held date that an order can be made of: 404 for an unknown one, 409 when it ended (expired,
   * released) or an order was already made of it.
   */
  async openHold(holdId: string): Promise<HoldToCheckout> {
    const hold = await findHoldToCheckout(this.trx, this.organizationId, holdId);
    if (!hold) throw notFound();
    this.requireHeld(hold.eventId);
    if (hold.hasOrder) throw conflict(MESSAGES.holdCheckedOut);
    if (!hold.isLive) throw conflict(MESSAGES.holdEnded);
    return hold;
  }

  /**
   * Makes an online order of a live hold (issue 16 §1.2), priced with its code within the code's cap: pending
   * its payment with the hold still reserving its places, or paid with its tickets when its total is 0.
   */
  async checkout(holdId: string, order: OnlineOrderToCreate): Promise<CheckedOutOrder> {
    const checkedOut = await checkoutHold(this, await this.openHold(holdId), order);
    this.#forgetStock();
    return checkedOut;
  }

  /**
   * Acts on an online order's payment exactly once: its tickets issued from its lines (a late payment only if
   * its places and code uses are still there, else it is marked refunded), or nothing when already done.
   */
  async payOrder(orderId: string, payment: PaymentReceived): Promise<PaymentOutcome> {
    const order = await findOnlineOrder(this.trx, this.organizationId, orderId);
    if (!order) return 'not-found';
    const outcome = await payOnlineOrder(this, order, payment);
    this.#forgetStock();
    return outcome;
  }

  /**
   * Gives up a pending online order's payment: it expires and its places are free at once. Answers its payment
   * session, which the caller closes at the provider (issue 28 §3), or null when there is none to close.
   */
  async abandonOrder(orderId: string): Promise<string | null> {
    const order = await findOnlineOrder(this.trx, this.organizationId, orderId);
    if (!order) return null;
    const sessionId = await abandonOnlineOrder(this, order);
    this.#forgetStock();
    return sessionId;
  }

  /**
   * Records an online order's payment at the provider, and answers when it must close: its hold's end, or now
   * (null) when the hold ended or was released meanwhile. Under the lock, so a release of the hold either came
   * before (and this says now) or comes after and finds the session to close.
   */
  async recordPayment(
    orderId: string,
    payment: { sessionId: string; accountId: string | null },
  ): Promise<Date | null> {
    const order = await findOnlineOrder(this.trx, this.organizationId, orderId);
    if (!order) throw notFound();
    return recordOnlinePayment(this, order, payment);
  }

  /**
   * Before a delete of held dates or of ticket types: refuses (409, `message`) when a ticket is sold or held, or
   * an order records a sale (any ticket, or an order paid, cancelled, refunded or pending its payment), and
   * removes the checkouts that were never paid, which are no sale and would otherwise hold the rows.
   */
  async clearForDelete(filter: CountFilter, message: string): Promise<void> {
    await this.requireNothingSold(filter, message);
    if (await hasRecordedOrders(this.trx, this.organizationId, filter)) throw conflict(message);
    await deleteExpiredOrders(this.trx, this.organizationId, filter);
    this.#forgetStock();
  }

  /**
   * Issues an order's tickets if they fit, priced with its promo code within the code's cap; `writeAlong`, if
   * given, composes a write from the order about to be stored (its messages) that lands in the same statement.
   */
  async issue(order: OrderToIssue, writeAlong?: WriteAlong): Promise<IssuedOrder> {
    const issued = await issueTickets(this, order, writeAlong);
    this.#forgetStock();
    return issued;
  }

  /**
   * Takes a promo code's lock, after the dates' (so always in one order): its uses are counted and added holding
   * it, so orders on different dates can never share out more uses than its cap.
   */
  async lockPromoCode(promoCodeId: string): Promise<void> {
    await lockKeys(this.trx, this.organizationId, [`promo:${promoCodeId}`], []);
  }

  /** A venue capacity never drops below the capacity-affecting tickets sold or held (§5): 400 otherwise. */
  async requireCapacityCovers(eventId: string, capacity: number | null): Promise<void> {
    const { variants } = await this.stock(eventId);
    if (capacity === null) return;
    const taken = variants
      .filter((variant) => variant.isAffectEventTicketCount)
      .reduce((sum, variant) => sum + variant.sold + variant.reserved, 0);
    if (capacity < taken)
      throw badRequest(MESSAGES.venueCapacity, { maxTicketCount: MESSAGES.venueCapacity });
  }

  /** A ticket type's availability never drops below its tickets sold or held (§5): 400 otherwise. */
  async requireAvailabilityCovers(variantId: string, maxTicketCount: number): Promise<void> {
    const eventId = (await this.#datesOfVariants([variantId])).get(variantId)!;
    const variant = (await this.stock(eventId)).variants.find((one) => one.id === variantId);
    if (variant && maxTicketCount < variant.sold + variant.reserved) {
      throw badRequest(MESSAGES.availability, { maxTicketCount: MESSAGES.availability });
    }
  }

  /** Refuses (409, `message`) when a ticket is sold or held of these held dates, or of these ticket types. */
  async requireNothingSold(filter: CountFilter, message: string): Promise<void> {
    if ('eventIds' in filter) filter.eventIds.forEach((eventId) => this.requireHeld(eventId));
    else await this.#datesOfVariants(filter.variantIds);
    const counts = await countSalesByVariant(this.trx, this.organizationId, filter);
    if ([...counts.values()].some((count) => count.sold > 0 || count.reserved > 0)) throw conflict(message);
  }

  /** Whether a ticket is sold or a reservation live for the held dates (§4 "reserved"). */
  isReserved(): Promise<boolean> {
    return hasSalesOrReservations(this.trx, this.organizationId, this.eventIds);
  }

  /**
   * Cancels an order of a held date (issue 16 §3): its tickets are cancelled (red at the door, counted nowhere)
   * and a pending online order's hold is released, so its places are free at once. 409 when it already ended.
   */
  async cancelOrder(orderId: string): Promise<void> {
    const order = await this.#orderToEnd(orderId);
    await cancelOrderTickets(this.trx, order.id);
    await markOrderEnded(this.trx, order.id, 'cancelled');
    if (order.status === 'pending' && order.holdId) await markHoldReleased(this.trx, order.holdId);
    this.#forgetStock();
  }

  /**
   * Starts the refund of an order of a held date paid online, paid or cancelled since (issue 28 §2): it is marked
   * `refund_pending` before the provider is asked, so a cancel or another refund meanwhile is refused (409), and
   * `completeRefund` or `failRefund` ends it. 409 for an order never paid online or already refunded.
   */
  async beginRefund(orderId: string): Promise<OrderById> {
    const order = await this.#heldOrder(orderId);
    if (order.status === 'refund_pending') throw conflict(MESSAGES.orderRefundPending);
    if (!isRefundableOrder(order)) throw conflict(MESSAGES.orderNotRefundable);
    await markRefundPending(this.trx, order.id);
    return order;
  }

  /**
   * Records an order's payment refunded (the provider said so, to Usher's own refund or one made in its
   * dashboard): its tickets cancelled (red at the door, places free). 'already-refunded' changes nothing.
   */
  async completeRefund(orderId: string): Promise<'refunded' | 'already-refunded'> {
    const order = await this.#heldOrder(orderId);
    if (order.status === 'refunded') return 'already-refunded';
    await cancelOrderTickets(this.trx, order.id);
    await markOrderEnded(this.trx, order.id, 'refunded');
    this.#forgetStock();
    return 'refunded';
  }

  /** Puts an order whose refund the provider refused back as it was (paid, or cancelled), with `problem` on it. */
  async failRefund(orderId: string, problem: string): Promise<void> {
    const order = await this.#heldOrder(orderId);
    await restoreUnrefundedOrder(this.trx, order.id, problem);
  }

  /** Flags an order of a held date as disputed by the customer's bank; its tickets are left as they are. */
  async markDisputed(orderId: string): Promise<void> {
    const order = await this.#heldOrder(orderId);
    await markOrderDisputed(this.trx, order.id);
  }

  async #heldOrder(orderId: string): Promise<OrderById> {
    const order = await findOrderById(this.trx, this.organizationId, orderId);
    if (!order) throw notFound();
    this.requireHeld(order.eventId);
    return order;
  }

  async #orderToEnd(orderId: string) {
    const order = await this.#heldOrder(orderId);
    if (order.status === 'refund_pending') throw conflict(MESSAGES.orderRefundPending);
    if (order.status !== 'paid' && order.status !== 'pending') throw conflict(MESSAGES.orderAlreadyEnded);
    return order;
  }
}

export type { LockedSale };
// The types of its methods' arguments and answers, so a caller needs nothing else of sales/ to use one.
export type { OrderToIssue, PromoToApply, WriteAlong } from './issue-tickets.service';
export type { CheckedOutOrder, OnlineOrderToCreate } from './online-order.service';

/**
 * The one entry point to the stock: runs `work` in a transaction holding the sales lock of each date (taken in
 * sorted order, so two sales never wait on each other; 3 s, then 503 'busy'), to the end of the transaction.
 * `eventIds` may be read inside the transaction, before the locks (an activity's dates). Inside a transaction
 * already open (the demo seed), the locks are taken in it and held to its end. Once it commits, the dates are
 * announced as changed (`date-changes.ts`), so no public copy of them outlives the change.
 */
export async function withDates<T>(
  db: Db,
  organizationId: string,
  eventIds: string[] | ((trx: Db) => Promise<string[]>),
  work: (sale: LockedSale) => Promise<T>,
): Promise<T> {
  let lockedIds: string[] = [];
  const run = async (trx: Db) => {
    lockedIds = typeof eventIds === 'function' ? await eventIds(trx) : eventIds;
    const stocks = await lockKeys(trx, organizationId, lockedIds, lockedIds);
    const sale = new LockedSale(trx, organizationId, lockedIds, stocks);
    const result = await work(sale);
    // Places the work freed go to the waiting lists before the commit: no one else ever sees them free.
    await serveWaitlists(sale);
    return result;
  };
  const result = db.isTransaction
    ? await run(db)
    : await runAgainOnTakenReference(() => db.transaction().execute(run));
  await announceDatesChanged(lockedIds);
  return result;
}

/** How many times a sale runs when each order it makes draws a taken reference (one in 2^50 draws on a date). */
const REFERENCE_ATTEMPTS = 3;

/**
 * Runs a sale's transaction again when an order it inserted drew a reference another order has: the failed
 * transaction left nothing, and the next one draws new references, so a customer never sees the collision.
 */
async function runAgainOnTakenReference<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isOrderReferenceTaken(error)) throw error;
    }
  }
}
