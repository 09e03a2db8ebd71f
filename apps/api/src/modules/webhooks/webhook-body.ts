import type { TWebhookDate, TWebhookEventType } from '@usher/contract/webhooks';
import type { Db } from '../../db/database';
import { findApiOrder, findWebhookTicket } from '../sales/order-admin.service';
import { findDateRow, type ClaimedMessage } from './webhook.repository';

async function findWebhookDate(db: Db, organizationId: string, dateId: string): Promise<TWebhookDate | null> {
  const row = await findDateRow(db, organizationId, dateId);
  if (!row) return null;
  return {
    eventId: row.id,
    activityId: row.activity_id,
    activityName: row.name,
    startAt: row.start_at.toISOString(),
    endAt: row.end_at?.toISOString() ?? null,
    doorsOpenAt: row.doors_open_at?.toISOString() ?? null,
    capacity: row.max_ticket_count,
  };
}

/** What the event is about, as it is now: the order, the ticket (checked in as the event recorded) or the date. */
function dataOf(db: Db, message: ClaimedMessage) {
  const { organization_id: organizationId } = message;
  if (message.ticket_id)
    return findWebhookTicket(db, organizationId, message.ticket_id, message.checked_in_at);
  if (message.order_id) return findApiOrder(db, organizationId, message.order_id);
  return findWebhookDate(db, organizationId, message.date_id!);
}

/**
 * The JSON body of a message (issue 29 §2): `{ id, type, createdAt, organisationId, data }`, `id` the event's
 * (the `webhook-id`). Composed once, at the first attempt; a thing deleted since sends `data: null`.
 */
export async function composeWebhookBody(db: Db, message: ClaimedMessage): Promise<string> {
  return JSON.stringify({
    id: message.event_id,
    type: message.type as TWebhookEventType,
    createdAt: message.created_at.toISOString(),
    organisationId: message.organization_id,
    data: await dataOf(db, message),
  });
}
