import type { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import type { TFreeOrderResponse, ZFreeOrderRequest } from '@usher/contract/orders';
import { ticketPageUrl } from '@usher/contract/ticket-links';
import type { OrganiserScope } from '../../plugins/scope';
import { badRequest, conflict } from '../../errors';
import { isRowOver, requireEventOfPublishedActivity } from '../events/event.service';
import type { DeliveryQueue } from '../delivery/delivery.worker';
import { orderDeliveryInsert } from '../delivery/order-delivery.service';
import { withDates } from '../sales/locked-sale.service';
import { requirePromoForOrder } from '../promo-codes/promo-verdict.service';
import { findEventIdsOfVariants } from '../ticket-variants/ticket-variant.service';
import { requireReceiver } from './receiver.service';

type FreeOrderRequest = z.output<typeof ZFreeOrderRequest>;
type Scope = OrganiserScope & { delivery: DeliveryQueue };

/** The one date all chosen ticket types belong to; tickets of two dates are two orders. */
async function requireOneEvent(scope: Scope, variantIds: string[]): Promise<string> {
  const eventIds = await findEventIdsOfVariants(scope.db, scope.organizationId, variantIds);
  if (eventIds.size !== 1) throw badRequest(MESSAGES.chooseTickets, { items: MESSAGES.chooseTickets });
  return [...eventIds][0]!;
}

/**
 * Issues free or cash tickets through the sales core. The date, its times and what its activity asks of the
 * receiver are read first; then, holding the date's lock (`withDates`), it reads that the activity is still
 * published and the date's ticket types and counts, checks the promo code, if any, issues the tickets if they
 * fit (priced with the code, within its cap) and queues their delivery, all in one transaction; concurrent
 * issues queue up and can never oversell, and the lock is held for as few round trips as the rules need.
 */
export async function issueFreeOrder(scope: Scope, request: FreeOrderRequest): Promise<TFreeOrderResponse> {
  const items = request.items.filter((item) => item.quantity > 0);
  const eventId = await requireOneEvent(
    scope,
    items.map((item) => item.identity),
  );
  const { event, activity } = await requireEventOfPublishedActivity(scope, eventId);
  if (isRowOver(event)) throw conflict(MESSAGES.eventOver);
  const receiver = requireReceiver(request, activity, 'free');
  const issued = await withDates(scope.db, scope.organizationId, [eventId], async (sale) => {
    const trx = sale.trx;
    const { variants } = await sale.requireOnSale(eventId);
    const promo = request.promoCode
      ? await requirePromoForOrder(
          trx,
          scope.organizationId,
          request.promoCode,
          { eventId, activityId: activity.id, variants },
          items.map((item) => item.identity),
        )
      : null;
    const variantNames = new Map(variants.map((variant) => [variant.id, variant.name]));
    let outboxIds: string[] = [];
    const order = await sale.issue(
      {
        eventId,
        activityId: activity.id,
        kind: 'free',
        ...receiver,
        createdBy: scope.userId,
        items: items.map((item) => ({ variantId: item.identity, quantity: item.quantity })),
        promo,
      },
      (issuing) => {
        const queued = orderDeliveryInsert(
          { organizationId: scope.organizationId, orderId: issuing.orderId, publicUrl: scope.publicUrl },
          {
            reference: issuing.reference,
            phone: receiver.phone,
            email: receiver.email,
            fullName: receiver.fullName,
            eventName: activity.name,
            startAt: new Date(event.start_at),
            isOnline: activity.is_online,
            address: activity.address,
            tickets: issuing.tickets.map(({ variantId, ...ticket }) => ({
              ...ticket,
              variantName: variantNames.get(variantId) ?? '',
            })),
          },
        );
        outboxIds = queued.outboxIds;
        return queued.insert;
      },
    );
    // A free order's receiver always has a phone (requireReceiver refuses one without).
    return { ...order, outboxIds, phone: receiver.phone! };
  });
  // Sent at once rather than at the relay's next pass; if the hand-over fails, the relay still has the rows.
  scope.delivery.enqueue(issued.outboxIds).catch(() => {});
  return {
    orderReference: issued.reference,
    phoneNumber: issued.phone,
    tickets: issued.externalIds.map((externalId) => ({
      ticketExternalId: externalId,
      ticketUrl: ticketPageUrl(scope.publicUrl, externalId),
    })),
    appliedPromo: issued.appliedPromo,
    total: issued.total,
    totalDiscount: issued.totalDiscount,
  };
}
