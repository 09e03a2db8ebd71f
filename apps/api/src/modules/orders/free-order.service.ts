import type { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import type { TFreeOrderResponse, ZFreeOrderRequest } from '@usher/contract/orders';
import { ticketPageUrl } from '@usher/contract/ticket-links';
import type { OrganiserScope } from '../../plugins/scope';
import { badRequest, conflict } from '../../errors';
import { isRowOver, requireEventOfPublishedActivity } from '../events/event.service';
import type { DeliveryQueue } from '../delivery/delivery.worker';
import { orderDeliveryInsert } from '../delivery/order-delivery.service';
import { issueAtOnce } from '../sales/issue-at-once.service';
import { withDates, type WriteAlong } from '../sales/locked-sale.service';
import { findDateOfTicketTypes } from '../sales/stock.service';
import { requirePromoForOrder } from '../promo-codes/promo-verdict.service';
import { requireReceiver } from './receiver.service';

type FreeOrderRequest = z.output<typeof ZFreeOrderRequest>;
type Scope = OrganiserScope & { delivery: DeliveryQueue };

/**
 * Issues free or cash tickets through the sales core. The date, its times and what its activity asks of the
 * receiver are read first; then, holding the date's lock, the sales core checks that the activity is still
 * published and the tickets fit, and issues them with their delivery's outbox rows in the order's own
 * statement: without a promo code in one round trip (`issueAtOnce`); with one in a transaction (`withDates`)
 * that also checks the code and prices with it within its cap. Concurrent issues queue up on the lock and can
 * never oversell.
 */
export async function issueFreeOrder(scope: Scope, request: FreeOrderRequest): Promise<TFreeOrderResponse> {
  const items = request.items.filter((item) => item.quantity > 0);
  // The one date of the chosen ticket types, with its stock to price with; tickets of two dates are two orders.
  const date = await findDateOfTicketTypes(
    scope.db,
    scope.organizationId,
    items.map((item) => item.identity),
  );
  if (!date) throw badRequest(MESSAGES.chooseTickets, { items: MESSAGES.chooseTickets });
  const { eventId } = date;
  const { event, activity } = await requireEventOfPublishedActivity(scope, eventId);
  if (isRowOver(event)) throw conflict(MESSAGES.eventOver);
  const receiver = requireReceiver(request, activity, 'free');
  const order = {
    eventId,
    activityId: activity.id,
    kind: 'free' as const,
    ...receiver,
    createdBy: scope.userId,
    items: items.map((item) => ({ variantId: item.identity, quantity: item.quantity })),
  };
  let outboxIds: string[] = [];
  // The code that prices the order, once checked under the date's lock: its receipt names it.
  let appliedPromo: string | null = null;
  const writeAlong: WriteAlong = (issuing, { variants }) => {
    const variantNames = new Map(variants.map((variant) => [variant.id, variant.name]));
    const queued = orderDeliveryInsert(
      { organizationId: scope.organizationId, orderId: issuing.orderId, publicUrl: scope.publicUrl },
      {
        orderId: issuing.orderId,
        reference: issuing.reference,
        phone: receiver.phone,
        email: receiver.email,
        fullName: receiver.fullName,
        eventName: activity.name,
        startAt: new Date(event.start_at),
        endAt: event.end_at === null ? null : new Date(event.end_at),
        doorsOpenAt: event.doors_open_at === null ? null : new Date(event.doors_open_at),
        isOnline: activity.is_online,
        address: activity.address,
        appliedPromo,
        tickets: issuing.tickets.map(({ variantId, ...ticket }) => ({
          ...ticket,
          variantName: variantNames.get(variantId) ?? '',
        })),
      },
    );
    // The statement that stores this order writes these rows; a statement that failed wrote none.
    outboxIds = queued.outboxIds;
    return queued.insert;
  };
  const issued = request.promoCode
    ? await withDates(scope.db, scope.organizationId, [eventId], async (sale) => {
        const { variants } = await sale.requireOnSale(eventId);
        const promo = await requirePromoForOrder(
          sale.trx,
          scope.organizationId,
          request.promoCode!,
          { eventId, activityId: activity.id, variants },
          items.map((item) => item.identity),
        );
        appliedPromo = promo.code;
        return sale.issue({ ...order, promo }, writeAlong);
      })
    : await issueAtOnce(scope.db, scope.organizationId, order, { stock: date.stock, writeAlong });
  // Sent at once rather than at the relay's next pass; if the hand-over fails, the relay still has the rows.
  scope.delivery.enqueue(outboxIds).catch(() => {});
  return {
    orderReference: issued.reference,
    // A free order's receiver always has a phone (requireReceiver refuses one without).
    phoneNumber: receiver.phone!,
    tickets: issued.externalIds.map((externalId) => ({
      ticketExternalId: externalId,
      ticketUrl: ticketPageUrl(scope.publicUrl, externalId),
    })),
    appliedPromo: issued.appliedPromo,
    total: issued.total,
    totalDiscount: issued.totalDiscount,
  };
}
