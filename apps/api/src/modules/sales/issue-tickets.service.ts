import { MESSAGES } from '@usher/contract/messages';
import { priceOrder, type TPromoTerms } from '@usher/contract/promo-pricing';
import { badRequest, conflict } from '../../errors';
import type { LockedSale } from './locked-sale.service';
import { insertOrderWithTickets, type NewOrder } from './order.repository';
import { countPromoCodeUses } from './sales-count.repository';

export type IssuedOrder = {
  orderId: string;
  reference: string;
  ticketIds: string[];
  externalIds: string[];
  appliedPromo: string | null;
  total: number;
  totalDiscount: number;
};

/** A promo code to price the order with: what it gives and where, and how many tickets it may discount in all. */
export type PromoToApply = { id: string; code: string; terms: TPromoTerms; maxUses: number | null };

/** An order to issue on a held date: who and what, and the promo code to price it with, if any. */
export type OrderToIssue = Omit<NewOrder, 'organizationId'> & {
  activityId: string;
  promo?: PromoToApply | null;
};

/**
 * Refuses an order that would discount more tickets than a capped code has left. Holds the code's lock to the
 * end of the transaction, so its uses, counted from the tickets themselves, cannot be shared out twice.
 */
async function requirePromoUsesLeft(sale: LockedSale, promo: PromoToApply, wanted: number) {
  await sale.lockPromoCode(promo.id);
  if (promo.maxUses === null || wanted === 0) return;
  const used =
    (await countPromoCodeUses(sale.trx, sale.organizationId, [promo.id])).get(promo.id)?.usedCount ?? 0;
  const left = Math.max(0, promo.maxUses - used);
  if (wanted > left) throw conflict(MESSAGES.promoUsedUp(left), { promoCode: MESSAGES.promoUsedUp(left) });
}

/**
 * Issues an order's tickets if the held date can take them, each priced by the one pricing function with the
 * promo code, if any, within its cap. Prices and limits are read by the sale holding the date's lock, so the
 * counts compared here are the counts the insert lands on.
 */
export async function issueTickets(sale: LockedSale, order: OrderToIssue): Promise<IssuedOrder> {
  const selection = Object.fromEntries(order.items.map((item) => [item.variantId, item.quantity]));
  if (Object.keys(selection).length !== order.items.length) {
    throw badRequest(MESSAGES.repeatedTicketType, { items: MESSAGES.repeatedTicketType });
  }
  await sale.requireFits(order.eventId, selection);
  const { variants } = await sale.stock(order.eventId);
  const prices = new Map(variants.map((variant) => [variant.id, variant.price]));
  const priced = priceOrder(
    order.items.map((item) => ({
      ticketVariantId: item.variantId,
      eventId: order.eventId,
      activityId: order.activityId,
      unitPrice: prices.get(item.variantId) ?? 0,
      quantity: item.quantity,
    })),
    order.promo?.terms ?? null,
    new Date(),
  );
  if (order.promo) await requirePromoUsesLeft(sale, order.promo, priced.discountedTickets);
  const inserted = await insertOrderWithTickets(sale.trx, {
    ...order,
    organizationId: sale.organizationId,
    appliedPromo: order.promo?.code ?? null,
    promoCodeId: order.promo?.id ?? null,
    items: priced.lines.map((line) => ({
      variantId: line.ticketVariantId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountedUnitPrice: line.discountedUnitPrice,
      promoCodeId: line.isInScope ? order.promo!.id : null,
    })),
  });
  return {
    ...inserted,
    appliedPromo: order.promo?.code ?? null,
    total: priced.total,
    totalDiscount: priced.totalDiscount,
  };
}
