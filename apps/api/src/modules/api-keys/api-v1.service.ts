import type { z } from 'zod';
import {
  API_V1_PAGE_SIZE,
  decodeOrderCursor,
  encodeOrderCursor,
  type TApiEvent,
  type TApiOrdersQuery,
  type TApiOrdersResponse,
  type ZApiCheckInRequest,
} from '@usher/contract/api-v1';
import type { TScanAnswer } from '@usher/contract/check-in';
import type { TGuestListResponse } from '@usher/contract/check-in';
import type { OrganiserScope } from '../../plugins/scope';
import { scanCode } from '../check-in/check-in.service';
import { getGuestList } from '../check-in/guest-list.service';
import { listEventsStartingWithin, requireEventRow } from '../events/event.service';
import { findOrdersChangedSince } from '../sales/order-admin.service';

/** The organiser's dates starting within [from, to] (each optional), with what they sold and checked in. */
export async function listApiEvents(
  scope: OrganiserScope,
  query: { from?: string; to?: string },
): Promise<TApiEvent[]> {
  const from = query.from ? new Date(query.from) : null;
  const to = query.to ? new Date(query.to) : null;
  const events = await listEventsStartingWithin(scope, from, to);
  return events.map((event) => ({
    id: event.id,
    activityId: event.activityId,
    activityName: event.activityName,
    startAt: event.startAt,
    endAt: event.endAt,
    isPublished: event.activityPublished,
    capacity: event.maxTicketCount,
    sold: event.soldCount,
    checkedIn: event.checkedInData.reduce((sum, row) => sum + row.checkedIn, 0),
  }));
}

/**
 * One page of a date's orders, oldest change first: an order cancelled, refunded or checked in since comes
 * back, so a client keeps a copy by asking from the newest `updatedAt` it holds (inclusive: it may see that
 * order again) and following `nextCursor`.
 */
export async function listApiOrders(
  scope: OrganiserScope,
  eventId: string,
  query: TApiOrdersQuery,
): Promise<TApiOrdersResponse> {
  await requireEventRow(scope, eventId);
  const orders = await findOrdersChangedSince(scope.db, scope.organizationId, eventId, {
    updatedSince: query.updatedSince ? new Date(query.updatedSince) : null,
    // The contract lets through only cursors that decode.
    after: query.after ? decodeOrderCursor(query.after) : null,
    limit: API_V1_PAGE_SIZE + 1,
  });
  const page = orders.slice(0, API_V1_PAGE_SIZE);
  const last = page.at(-1);
  return {
    orders: page.map((one) => one.order),
    nextCursor:
      orders.length > API_V1_PAGE_SIZE && last
        ? encodeOrderCursor({ updatedAt: last.updatedKey, id: last.order.orderId })
        : null,
  };
}

/** One page of the date's guest list, as the door's guest list pages it. */
export async function listApiGuests(
  scope: OrganiserScope,
  eventId: string,
  after: string | undefined,
): Promise<Pick<TGuestListResponse, 'guests' | 'nextCursor'>> {
  const list = await getGuestList(scope, eventId, { page: 1, pageSize: API_V1_PAGE_SIZE, after });
  return { guests: list.guests, nextCursor: list.nextCursor };
}

/** A scan sent by the organiser's own door system: the door's check-in, answered as the door is. */
export function checkInByApi(
  scope: OrganiserScope,
  eventId: string,
  keyPrefix: string,
  request: z.output<typeof ZApiCheckInRequest>,
): Promise<TScanAnswer> {
  return scanCode(scope, eventId, request.code, { nonce: request.nonce, device: `API key ${keyPrefix}…` });
}
