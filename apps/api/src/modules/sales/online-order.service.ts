import type { AddressJson } from '../../db/database';
import { countPromoUsesLeft, priceSelection, type PromoToApply } from './issue-tickets.service';
import type { LockedSale } from './locked-sale.service';
import { markHoldCheckedOut, markHoldReleased } from './hold.repository';
import { insertOrder, insertOrderLines, insertTickets } from './order.repository';
import { isOfferPassedOn } from './waitlist.repository';
import {
  findPromoCodeCap,
  setPaymentSession,
  markOrderExpired,
  markOrderPaid,
  markOrderRefunded,
  type HoldToCheckout,
  type OnlineOrder,
} from './online-order.repository';

/** Who buys online and how (issue 16 §1.2): the receiver as checked, the code, the provider that will be paid. */
export type OnlineOrderToCreate = {
  activityId: string;
  phone: string | null;
  email: string;
  fullName: string | null;
  address: AddressJson | null;
  customFields: (string | null)[];
  promo: PromoToApply | null;
  paymentProvider: 'stripe' | 'test';
};

/** An order made of a hold: pending its payment, or paid at once when nothing is to pay. */
export type CheckedOutOrder = {
  orderId: string;
  reference: string;
  status: 'pending' | 'paid';
  total: number;
  discount: number;
  /** The hold's end: the payment should not be taken after it. */
  expiresAt: Date;
  /** What the customer pays, per ticket type at its discounted price. */
  lines: { name: string; unitAmount: number; quantity: number }[];
};

/** What a payment did to its order (see `LockedSale.payOrder`). */
export type PaymentOutcome = 'paid' | 'already-paid' | 'refunded' | 'already-refunded' | 'not-found';

/** The payment as the provider reported it. */
export type PaymentReceived = {
  provider: 'stripe' | 'test';
  sessionId: string;
  paymentIntentId: string | null;
};

/**
 * Makes an order of a live hold, on the sale holding its date (a sale of another date throws before anything):
 * its lines priced by the one pricing function with the code (within its cap, which the order now counts against
 * while its hold lives). The hold stays live while the order waits for its payment, so its places stay
 * reserved; a total of 0 is paid at once: its tickets are issued and the hold checked out.
 */
export async function checkoutHold(
  sale: LockedSale,
  hold: HoldToCheckout,
  order: OnlineOrderToCreate,
): Promise<CheckedOutOrder> {
  sale.requireHeld(hold.eventId);
  const priced = await priceSelection(sale, {
    eventId: hold.eventId,
    activityId: order.activityId,
    items: hold.lines,
    promo: order.promo,
  });
  const isPaid = priced.total === 0;
  const { orderId, reference } = await insertOrder(sale.trx, {
    organizationId: sale.organizationId,
    eventId: hold.eventId,
    kind: 'online',
    status: isPaid ? 'paid' : 'pending',
    holdId: hold.id,
    total: priced.total,
    discount: priced.discount,
    paymentProvider: isPaid ? null : order.paymentProvider,
    phone: order.phone,
    email: order.email,
    fullName: order.fullName,
    address: order.address,
    createdBy: null,
    customFields: order.customFields,
    appliedPromo: order.promo?.code ?? null,
    promoCodeId: order.promo?.id ?? null,
  });
  await insertOrderLines(sale.trx, orderId, priced.items);
  if (isPaid) {
    await insertTickets(sale.trx, {
      organizationId: sale.organizationId,
      orderId,
      eventId: hold.eventId,
      items: priced.items,
    });
    await markHoldCheckedOut(sale.trx, hold.id);
  }
  const names = new Map(hold.lines.map((line) => [line.variantId, line.name]));
  return {
    orderId,
    reference,
    status: isPaid ? 'paid' : 'pending',
    total: priced.total,
    discount: priced.discount,
    expiresAt: hold.expiresAt,
    lines: priced.items.map((item) => ({
      name: names.get(item.variantId) ?? '',
      unitAmount: item.discountedUnitPrice,
      quantity: item.quantity,
    })),
  };
}

/**
 * Whether a payment that came after its hold ended can still be honoured: its date has not started and its
 * activity is still published (issue 28 §3), its places are there again (§4, counted now, its own hold no
 * longer among them) and its code has the uses left.
 */
async function canHonourLate(sale: LockedSale, order: OnlineOrder): Promise<boolean> {
  if (order.hasDateStarted || !(await sale.stock(order.eventId)).isPublished) return false;
  // An offer that already went to the next person waiting is not taken back by its late payment (issue 31 §5).
  if (order.holdId && (await isOfferPassedOn(sale.trx, order.holdId))) return false;
  const selection = Object.fromEntries(order.lines.map((line) => [line.variantId, line.quantity]));
  if (!(await sale.fitsForPublic(order.eventId, selection))) return false;
  const discounted = order.lines
    .filter((line) => line.promoCodeId !== null)
    .reduce((sum, line) => sum + line.quantity, 0);
  if (!order.promoCodeId || discounted === 0) return true;
  const maxUses = await findPromoCodeCap(sale.trx, sale.organizationId, order.promoCodeId);
  const left = await countPromoUsesLeft(sale, { id: order.promoCodeId, maxUses });
  return left === null || discounted <= left;
}

/**
 * Acts on an order's payment, once: a paid order stays as it is; a pending one whose hold lives gets its
 * tickets; one whose hold ended (a late payment) gets them while its date has not started, its activity is
 * published and its places are still there, and is otherwise (or
 * when the organiser cancelled it unpaid) marked refunded for the caller to refund once this commits
 * ('already-refunded' after). A payment of another
 * session finds nothing.
 */
export async function payOnlineOrder(
  sale: LockedSale,
  order: OnlineOrder,
  payment: PaymentReceived,
): Promise<PaymentOutcome> {
  sale.requireHeld(order.eventId);
  if (order.isPaid) return 'already-paid';
  if (order.paymentProvider !== payment.provider || order.paymentSessionId !== payment.sessionId) {
    return 'not-found';
  }
  if (order.status === 'refunded') return 'already-refunded';
  const isCancelled = order.status === 'cancelled';
  if (isCancelled || (!order.isHoldLive && !(await canHonourLate(sale, order)))) {
    await markOrderRefunded(sale.trx, order.id, payment.paymentIntentId);
    return 'refunded';
  }
  await insertTickets(sale.trx, {
    organizationId: sale.organizationId,
    orderId: order.id,
    eventId: order.eventId,
    items: order.lines,
  });
  await markOrderPaid(sale.trx, order.id, payment.paymentIntentId);
  if (order.holdId) await markHoldCheckedOut(sale.trx, order.holdId);
  return 'paid';
}

/**
 * Gives up an order's payment: a pending order expires and its hold is released; any other is left alone.
 * Answers the payment session still to close at the provider (the released hold's), if one was recorded.
 */
export async function abandonOnlineOrder(sale: LockedSale, order: OnlineOrder): Promise<string | null> {
  sale.requireHeld(order.eventId);
  if (order.status !== 'pending') return null;
  await markOrderExpired(sale.trx, order.id);
  if (order.holdId) await markHoldReleased(sale.trx, order.holdId);
  return order.paymentSessionId;
}

/**
 * Records where the customer pays an order (the provider's session, on the organiser's connected account if
 * any), and answers when that payment must close (issue 28 §3): at its hold's end while the order waits on a
 * live hold, else now (null), as its hold ended or was released while the payment was being created.
 */
export async function recordOnlinePayment(
  sale: LockedSale,
  order: OnlineOrder,
  payment: { sessionId: string; accountId: string | null },
): Promise<Date | null> {
  sale.requireHeld(order.eventId);
  await setPaymentSession(sale.trx, order.id, payment.sessionId, payment.accountId);
  return order.status === 'pending' && order.isHoldLive ? order.holdExpiresAt : null;
}
