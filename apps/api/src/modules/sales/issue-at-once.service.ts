import type { Db } from '../../db/database';
import { StatementBatcher } from '../../db/statement-batcher';
import { announceDatesChanged } from './date-changes';
import {
  insertPricedOrder,
  issuedOrderOf,
  orderToStore,
  priceWithStock,
  type IssuedOrder,
  type OrderToIssue,
  type PricedSelection,
  type WriteAlong,
} from './issue-tickets.service';
import { busyOnLockTimeout, locksOf, stockFits, withDates } from './locked-sale.service';
import { insertOrdersWithTickets, isOrderReferenceTaken } from './order.repository';
import {
  lockedOrderCheck,
  ORDER_NOT_AS_PRICED,
  type EventStock,
  type LineAsPriced,
} from './stock.repository';

type OrderAtOnce = Omit<OrderToIssue, 'promo'>;
type Along = { stock: EventStock; writeAlong?: WriteAlong };

/** An order priced with its date's stock as read before the lock, waiting for its date's next statement. */
type PricedOrder = { organizationId: string; order: OrderAtOnce; priced: PricedSelection; along: Along };

/** At most this many orders of one date go in one statement. */
const MAX_BATCH = 64;

/** Each date's batcher while it has orders, per database. */
const batchers = new WeakMap<Db, Map<string, StatementBatcher<PricedOrder, IssuedOrder | null>>>();

/**
 * Issues an order paid at once, with no promo code, on a date on sale (409 when its activity is not published):
 * the same decision as `withDates` with `requireOnSale` and `sale.issue`, made in one round trip when it can
 * (issue 17). The order is priced with `stock`, the date's stock read before the lock
 * (`findDateOfTicketTypes`); then one statement takes the date's lock, checks under it that the order still
 * fits at those prices (`lockedOrderCheck`, which the insert reads from first) and inserts the order, its
 * tickets, their counts and `writeAlong`'s write, so the lock is held for no round trip at all. Orders of one
 * date that arrive while its statement runs go together in the next (`issueTogether`). When the check fails
 * (sold out meanwhile, a price changed), or inside a transaction already open, the order takes the ordinary
 * way, which decides it.
 */
export async function issueAtOnce(
  db: Db,
  organizationId: string,
  order: OrderAtOnce,
  along: Along,
): Promise<IssuedOrder> {
  const issued = db.isTransaction ? null : await issueInOneStatement(db, organizationId, order, along);
  if (issued) {
    await announceDatesChanged([order.eventId]);
    return issued;
  }
  return withDates(db, organizationId, [order.eventId], async (sale) => {
    await sale.requireOnSale(order.eventId);
    return sale.issue(order, along.writeAlong);
  });
}

/** `issueAtOnce`'s one statement; null when the order is not for it or its check under the lock failed. */
async function issueInOneStatement(
  db: Db,
  organizationId: string,
  order: OrderAtOnce,
  along: Along,
): Promise<IssuedOrder | null> {
  const selection = Object.fromEntries(order.items.map((item) => [item.variantId, item.quantity]));
  const isRepeated = Object.keys(selection).length !== order.items.length;
  if (!along.stock.isPublished || isRepeated || !stockFits(along.stock, selection)) return null;
  const priced = priceWithStock(along.stock, order);
  const key = `${organizationId}:${order.eventId}`;
  let ofDb = batchers.get(db);
  if (!ofDb) {
    ofDb = new Map();
    batchers.set(db, ofDb);
  }
  let batcher = ofDb.get(key);
  if (!batcher) {
    batcher = new StatementBatcher({
      // The date's lock lets one statement at a time through: the next batch gathers while one runs.
      maxInFlight: 1,
      maxBatch: MAX_BATCH,
      keysOf: () => [],
      run: async (orders) =>
        orders.length === 1 ? [await issueAlone(db, orders[0]!)] : issueTogether(db, orders),
      onIdle: () => ofDb.delete(key),
    });
    ofDb.set(key, batcher);
  }
  return batcher.submit({ organizationId, order, priced, along });
}

/**
 * One order in its own statement; null when its check under the lock failed, or when it drew a taken reference
 * (the statement left nothing; the ordinary way draws another).
 */
async function issueAlone(db: Db, { organizationId, order, priced, along }: PricedOrder) {
  const check = lockedOrderCheck(organizationId, order.eventId, locksOf([order.eventId]), priced.items);
  try {
    return await busyOnLockTimeout(insertPricedOrder(db, organizationId, order, priced, { ...along, check }));
  } catch (error) {
    if ((error as { code?: string }).code === ORDER_NOT_AS_PRICED || isOrderReferenceTaken(error))
      return null;
    throw error;
  }
}

/**
 * Several orders of one date in one statement, checked under the lock as one order of all their lines: when
 * they do not all fit (the last places), the statement fails as a whole, and the batcher runs each alone.
 */
async function issueTogether(db: Db, orders: PricedOrder[]): Promise<IssuedOrder[]> {
  const { organizationId, order: first } = orders[0]!;
  const lines = linesTogether(orders.flatMap(({ priced }) => priced.items));
  const check = lockedOrderCheck(organizationId, first.eventId, locksOf([first.eventId]), lines);
  const batch = orders.map(({ order, priced, along }) => orderToStore(organizationId, order, priced, along));
  const inserted = await busyOnLockTimeout(insertOrdersWithTickets(db, batch, check));
  return inserted.map((one, index) => issuedOrderOf(one, orders[index]!.order, orders[index]!.priced));
}

/** The lines of several orders as one order's: each ticket type once, its quantities summed. */
function linesTogether(lines: LineAsPriced[]): LineAsPriced[] {
  const byType = new Map<string, LineAsPriced>();
  for (const line of lines) {
    const known = byType.get(line.variantId);
    if (known && known.unitPrice !== line.unitPrice) {
      // Priced across a price change: each order goes alone, and its own check decides it.
      throw new Error(`orders of one batch were priced differently for ticket type ${line.variantId}`);
    }
    byType.set(line.variantId, { ...line, quantity: (known?.quantity ?? 0) + line.quantity });
  }
  return [...byType.values()];
}
