import { MESSAGES } from '@usher/contract/messages';
import { priceOrder, type TPromoTerms } from '@usher/contract/promo-pricing';
import { badRequest, conflict } from '../../errors';
import type { LockedSale } from './locked-sale.service';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import {
  insertOrderWithTickets,
  newOrderIssuing,
  totalsOf,
  type InsertedOrder,
  type NewOrder,
  type OrderOfBatch,
  type OrderIssuing,
  type OrderTicketsRow,
  type PricedItem,
} from './order.repository';
import { countPromoCodeUses } from './sales-count.repository';
import type { EventStock, LockedOrderCheck } from './stock.repository';

export type IssuedOrder = {
  orderId: string;
  reference: string;
  ticketIds: string[];
  externalIds: string[];
  appliedPromo: string | null;
  total: number;
  totalDiscount: number;
  /** The order with its tickets as its guest receives them, read back by the insert itself. */
  delivery: OrderTicketsRow;
};

/** A promo code to price the order with: what it gives and where, and how many tickets it may discount in all. */
export type PromoToApply = { id: string; code: string; terms: TPromoTerms; maxUses: number | null };

/** An order to issue on a held date: who and what, and the promo code to price it with, if any. */
export type OrderToIssue = Omit<NewOrder, 'organizationId'> & {
  activityId: string;
  promo?: PromoToApply | null;
};

/** A selection of a held date to price: its ticket types and quantities, and the code, if any. */
export type SelectionToPrice = {
  eventId: string;
  activityId: string;
  items: { variantId: string; quantity: number }[];
  promo?: PromoToApply | null;
};

/** A selection priced: each line as it will be sold, and what it comes to in pence. */
export type PricedSelection = { items: PricedItem[]; total: number; discount: number };

/**
 * How many more tickets a code may discount (null: no cap). Takes the code's lock, held to the end of the
 * transaction, so its uses, counted from the tickets and the pending orders themselves, cannot be shared out
 * twice.
 */
export async function countPromoUsesLeft(
  sale: LockedSale,
  promo: { id: string; maxUses: number | null },
): Promise<number | null> {
  await sale.lockPromoCode(promo.id);
  if (promo.maxUses === null) return null;
  const used =
    (await countPromoCodeUses(sale.trx, sale.organizationId, [promo.id])).get(promo.id)?.usedCount ?? 0;
  return Math.max(0, promo.maxUses - used);
}

/** Refuses (409 on `promoCode`) an order that would discount more tickets than a capped code has left. */
async function requirePromoUsesLeft(sale: LockedSale, promo: PromoToApply, wanted: number): Promise<void> {
  const left = await countPromoUsesLeft(sale, promo);
  if (left === null || wanted <= left) return;
  throw conflict(MESSAGES.promoUsedUp(left), { promoCode: MESSAGES.promoUsedUp(left) });
}

/**
 * Prices a selection of a held date with the one pricing function and the promo code, if any, within the
 * code's cap (409 when it has too few uses left). Prices are read by the sale holding the date's lock.
 */
export async function priceSelection(
  sale: LockedSale,
  selection: SelectionToPrice,
): Promise<PricedSelection> {
  const priced = priceWithStock(await sale.stock(selection.eventId), selection);
  if (selection.promo) await requirePromoUsesLeft(sale, selection.promo, priced.discountedTickets);
  return priced;
}

/**
 * Prices a selection with the one pricing function at the prices of `stock` and the promo code's terms, if any;
 * how many tickets the code discounts, for its cap, which is the caller's to check.
 */
export function priceWithStock(
  stock: EventStock,
  selection: SelectionToPrice,
): PricedSelection & { discountedTickets: number } {
  const prices = new Map(stock.variants.map((variant) => [variant.id, variant.price]));
  const priced = priceOrder(
    selection.items.map((item) => ({
      ticketVariantId: item.variantId,
      eventId: selection.eventId,
      activityId: selection.activityId,
      unitPrice: prices.get(item.variantId) ?? 0,
      quantity: item.quantity,
    })),
    selection.promo?.terms ?? null,
    new Date(),
  );
  const items = priced.lines.map((line) => ({
    variantId: line.ticketVariantId,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountedUnitPrice: line.discountedUnitPrice,
    promoCodeId: line.isInScope ? selection.promo!.id : null,
  }));
  return { items, ...totalsOf(items), discountedTickets: priced.discountedTickets };
}

export type { OrderIssuing } from './order.repository';

/**
 * A write composed for an order about to be stored (its messages), to land in the order's own statement, from
 * the order and the stock it was priced with (its ticket types' names).
 */
export type WriteAlong = (issuing: OrderIssuing, stock: EventStock) => RawBuilder<unknown> | null;

/**
 * Issues an order's tickets if the held date can take them, each priced by the one pricing function with the
 * promo code, if any, within its cap, with `writeAlong`'s write in the same statement. Prices and limits are
 * read by the sale holding the date's lock, so the counts compared here are the counts the insert lands on.
 */
export async function issueTickets(
  sale: LockedSale,
  order: OrderToIssue,
  writeAlong?: WriteAlong,
): Promise<IssuedOrder> {
  const selection = Object.fromEntries(order.items.map((item) => [item.variantId, item.quantity]));
  if (Object.keys(selection).length !== order.items.length) {
    throw badRequest(MESSAGES.repeatedTicketType, { items: MESSAGES.repeatedTicketType });
  }
  await sale.requireFits(order.eventId, selection);
  const priced = await priceSelection(sale, order);
  const stock = await sale.stock(order.eventId);
  const toStore = orderToStore(sale.organizationId, order, priced, { stock, writeAlong });
  // Checked by the sale holding the date's lock just above, so the statement needs no check of its own.
  const inserted = await insertOrderWithTickets(
    sale.trx,
    toStore.order,
    toStore.issuing,
    toStore.alongside,
    null,
  );
  return issuedOrderOf(inserted, order, priced);
}

/**
 * An order priced as `priced`, made ready to store: its id, reference and tickets (`newOrderIssuing`), its row
 * with the code that priced it, and what `writeAlong` composes from it and `stock`.
 */
export function orderToStore(
  organizationId: string,
  order: OrderToIssue,
  priced: PricedSelection,
  along: { stock: EventStock; writeAlong?: WriteAlong },
): OrderOfBatch {
  const issuing = newOrderIssuing(priced.items);
  return {
    order: {
      ...order,
      organizationId,
      appliedPromo: order.promo?.code ?? null,
      promoCodeId: order.promo?.id ?? null,
      items: priced.items,
    },
    issuing,
    alongside: along.writeAlong?.(issuing, along.stock) ?? null,
  };
}

/** An order as its insert stored it, with the code that priced it and its totals. */
export const issuedOrderOf = (
  inserted: InsertedOrder,
  order: OrderToIssue,
  priced: PricedSelection,
): IssuedOrder => ({
  ...inserted,
  appliedPromo: order.promo?.code ?? null,
  total: priced.total,
  totalDiscount: priced.discount,
});

/**
 * Inserts an order priced as `priced`, with its tickets and what `writeAlong` composes from it and `stock`, in
 * one statement, only if `check` passes under the date's lock, which the statement takes (see
 * `insertOrderWithTickets`). The check is not optional: without a `LockedSale`, it is the only lock there is.
 */
export async function insertPricedOrder(
  db: Db,
  organizationId: string,
  order: OrderToIssue,
  priced: PricedSelection,
  along: { stock: EventStock; writeAlong?: WriteAlong; check: LockedOrderCheck },
): Promise<IssuedOrder> {
  const toStore = orderToStore(organizationId, order, priced, along);
  const inserted = await insertOrderWithTickets(
    db,
    toStore.order,
    toStore.issuing,
    toStore.alongside,
    along.check,
  );
  return issuedOrderOf(inserted, order, priced);
}
