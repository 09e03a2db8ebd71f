import { sql } from 'kysely';
import type { z } from 'zod';
import { CUSTOM_FIELD_KEYS } from '@usher/contract/custom-fields';
import { isEventOver } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import {
  checkReceiver,
  normalisePhone,
  type TFreeOrderResponse,
  type ZFreeOrderRequest,
} from '@usher/contract/orders';
import { isSelectionAllowed } from '@usher/contract/quantity-rules';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { requireActivity } from '../activities/activity.service';
import { requireEventRow } from '../events/event.service';
import { listVariantSales } from '../events/sales.repository';
import type { DeliveryQueue } from '../messaging/delivery-worker';
import { queueOrderDelivery } from '../messaging/order-delivery';
import { ticketPageUrl } from '../check-in/guest-list.service';
import { findTicketVariant } from '../ticket-variants/ticket-variant.repository';
import { insertOrderWithTickets } from './order.repository';

type FreeOrderRequest = z.output<typeof ZFreeOrderRequest>;
type Scope = { db: Db; organizationId: string; publicUrl: string; userId: string; delivery: DeliveryQueue };

/** How long an issue waits for another issue of the same event before answering 'busy, try again'. */
const LOCK_TIMEOUT = '3s';
const LOCK_NOT_AVAILABLE = '55P03';

async function requireOneEvent(scope: Scope, variantIds: string[]): Promise<string> {
  const variants = await Promise.all(
    variantIds.map((id) => findTicketVariant(scope.db, scope.organizationId, id)),
  );
  if (variants.some((variant) => !variant)) throw notFound();
  const eventIds = new Set(variants.map((variant) => variant!.event_id));
  if (eventIds.size !== 1) throw badRequest(MESSAGES.chooseTickets, { items: MESSAGES.chooseTickets });
  return [...eventIds][0]!;
}

/**
 * Issues free or cash tickets. Availability is re-counted under a per-event advisory lock taken inside the
 * transaction, so concurrent issues queue up and can never oversell; the delivery is queued in the same transaction.
 */
export async function issueFreeOrder(scope: Scope, request: FreeOrderRequest): Promise<TFreeOrderResponse> {
  const items = request.items.filter((item) => item.quantity > 0);
  const eventId = await requireOneEvent(
    scope,
    items.map((item) => item.identity),
  );
  const event = await requireEventRow(scope, eventId);
  const activity = await requireActivity(scope, event.activity_id);
  if (
    isEventOver({
      startAt: new Date(event.start_at).toISOString(),
      endAt: event.end_at && new Date(event.end_at).toISOString(),
    })
  ) {
    throw conflict(MESSAGES.eventOver);
  }
  const customFieldLabels = [
    activity.custom_field1,
    activity.custom_field2,
    activity.custom_field3,
    activity.custom_field4,
    activity.custom_field5,
  ];
  const errors = checkReceiver(request, {
    isEmailRequired: activity.is_email_required,
    isFullNameRequired: activity.is_full_name_required,
    isAddressRequired: activity.is_address_required,
    customFieldLabels,
  });
  if (Object.keys(errors).length > 0) throw badRequest(MESSAGES.fillInAllRequired, errors);
  const phoneNumber = normalisePhone(request.phoneNumber)!;
  const address = request.address;
  const isAddressComplete = Boolean(address?.country && address.city && address.line1 && address.postCode);

  try {
    const tickets = await scope.db.transaction().execute(async (trx) => {
      await sql`select set_config('lock_timeout', ${LOCK_TIMEOUT}, true)`.execute(trx);
      await sql`select pg_advisory_xact_lock(hashtextextended(${eventId}, 0))`.execute(trx);
      const sales = await listVariantSales(trx, scope.organizationId, [eventId]);
      const availability = {
        maxTicketCount: event.max_ticket_count,
        variants: sales.map((v) => ({
          id: v.id,
          maxTicketCount: v.max_ticket_count,
          orderCount: v.sold,
          reservedCount: v.reserved,
          isAffectEventTicketCount: v.is_affect_event_ticket_count,
        })),
      };
      const selection = Object.fromEntries(items.map((item) => [item.identity, item.quantity]));
      if (!isSelectionAllowed(availability, selection))
        throw conflict(MESSAGES.notEnoughTickets, { items: MESSAGES.notEnoughTickets });
      const order = await insertOrderWithTickets(trx, {
        organizationId: scope.organizationId,
        eventId,
        kind: 'free',
        phone: phoneNumber,
        email: request.email?.trim().toLowerCase() || null,
        fullName: request.fullName?.trim() || null,
        address: isAddressComplete ? { ...address!, line2: address!.line2?.trim() || null } : null,
        createdBy: scope.userId,
        customFields: CUSTOM_FIELD_KEYS.map((key, index) =>
          customFieldLabels[index] ? request[key]?.trim() || null : null,
        ),
        items: items.map((item) => ({ variantId: item.identity, quantity: item.quantity })),
      });
      const outboxIds = await queueOrderDelivery(trx, {
        organizationId: scope.organizationId,
        orderId: order.orderId,
        publicUrl: scope.publicUrl,
      });
      return { ...order, outboxIds };
    });
    // Sent at once rather than at the relay's next pass; if the hand-over fails, the relay still has the rows.
    scope.delivery.enqueue(tickets.outboxIds).catch(() => {});
    return {
      orderReference: tickets.reference,
      phoneNumber,
      tickets: tickets.externalIds.map((externalId) => ({
        ticketExternalId: externalId,
        ticketUrl: ticketPageUrl(scope.publicUrl, externalId),
      })),
    };
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE)
      throw new AppError(503, MESSAGES.ticketsBusy);
    throw error;
  }
}
