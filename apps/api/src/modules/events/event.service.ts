import type { z } from 'zod';
import type { TEvent, ZEventRequest } from '@usher/contract/events';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import { isEventOver } from '@usher/contract/events';
import { londonDay } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { DateTime } from 'luxon';
import type { OrganiserScope } from '../../plugins/scope';
import { toIso, toIsoOrNull } from '../../db/iso';
import { badRequest, conflict, notFound } from '../../errors';
import {
  findActivities,
  requireActivity,
  requireActivityWithDate,
  unpublishWithLastDate,
  type ActivityRow,
} from '../activities/activity.service';
import { withDates } from '../sales/locked-sale.service';
import { findEventsWithGuestEmails } from '../sales/stock.service';
import { countWaitingByDate } from '../sales/waitlist.service';
import { listVariantsWithSales, toTicketVariant } from '../ticket-variants/ticket-variant.service';
import {
  countActivityEvents,
  deleteEvent,
  findEvent,
  findEvents,
  insertEvent,
  listActivityEvents,
  listEventsOverlapping,
  listEventsStartingAfter,
  listEventsStartingBetween,
  updateEvent,
  type EventRow,
} from './event.repository';
import { toEvent } from './event.mapper';

export type { EventRow } from './event.repository';
type EventRequest = z.output<typeof ZEventRequest>;
export type Scope = Pick<OrganiserScope, 'db' | 'organizationId' | 'publicUrl'>;

/** Dates with their activity's name and every derived figure, in four queries however many dates and activities. */
async function describeEvents(scope: Scope, rows: EventRow[]): Promise<TEvent[]> {
  const ids = rows.map((row) => row.id);
  const [variants, withEmails, activities, waiting] = await Promise.all([
    listVariantsWithSales(scope.db, scope.organizationId, ids),
    findEventsWithGuestEmails(scope.db, scope.organizationId, ids),
    findActivities(
      scope,
      rows.map((row) => row.activity_id),
    ),
    countWaitingByDate(scope.db, ids),
  ]);
  const now = new Date();
  return rows.map((row) =>
    toEvent(
      row,
      activities.get(row.activity_id)!,
      variants.filter((variant) => variant.row.event_id === row.id),
      withEmails.has(row.id),
      waiting.get(row.id) ?? 0,
      now,
    ),
  );
}

export async function requireEventRow(scope: Omit<Scope, 'publicUrl'>, eventId: string): Promise<EventRow> {
  const row = await findEvent(scope.db, scope.organizationId, eventId);
  if (!row) throw notFound();
  return row;
}

export const isRowOver = (row: EventRow, now: Date = new Date()) =>
  isEventOver({ startAt: toIso(row.start_at), endAt: toIsoOrNull(row.end_at) }, now);

/**
 * A date whose activity is published, with that activity: tickets are issued and guests checked in only then
 * (§6: the door's buttons exist only once published), so anything else answers 409 with the reason.
 */
export async function requireEventOfPublishedActivity(
  scope: Omit<Scope, 'publicUrl'>,
  eventId: string,
): Promise<{ event: EventRow; activity: ActivityRow }> {
  const { activity, date } = await requireActivityWithDate(scope, eventId);
  if (!activity.is_published) throw conflict(MESSAGES.activityNotPublished);
  return { event: date, activity };
}

export async function getEvent(scope: Scope, eventId: string): Promise<TEvent> {
  const [event] = await describeEvents(scope, [await requireEventRow(scope, eventId)]);
  return event!;
}

/** A date's ticket types in the organiser's order, with their counts. */
export async function listEventVariants(scope: Scope, eventId: string): Promise<TTicketVariant[]> {
  await requireEventRow(scope, eventId);
  const variants = await listVariantsWithSales(scope.db, scope.organizationId, [eventId]);
  return variants.map(({ row, counts }) => toTicketVariant(row, counts));
}

/** The organiser's dates by id, as stored; ids of other organisers are simply absent. */
export function findEventRows(scope: Omit<Scope, 'publicUrl'>, eventIds: string[]): Promise<EventRow[]> {
  return findEvents(scope.db, scope.organizationId, eventIds);
}

/** The organiser's dates still to start (§5: only future dates are offered for a promo code's scope). */
export function listFutureEventRows(scope: Omit<Scope, 'publicUrl'>, now: Date = new Date()) {
  return listEventsStartingAfter(scope.db, scope.organizationId, now);
}

export async function getEvents(scope: Scope, eventIds: string[]): Promise<TEvent[]> {
  return describeEvents(scope, await findEvents(scope.db, scope.organizationId, eventIds));
}

export async function listEventsOfActivity(
  scope: Scope,
  activityId: string,
  mode: 'current' | 'past',
): Promise<TEvent[]> {
  await requireActivity(scope, activityId);
  const rows = await listActivityEvents(scope.db, scope.organizationId, activityId);
  const now = new Date();
  const wanted = rows.filter((row) => isRowOver(row, now) === (mode === 'past'));
  if (mode === 'past') wanted.reverse();
  return describeEvents(scope, wanted);
}

/** The organiser's dates starting within [from, to] (either end open when null), with their figures. */
export async function listEventsStartingWithin(
  scope: Scope,
  from: Date | null,
  to: Date | null,
): Promise<TEvent[]> {
  return describeEvents(scope, await listEventsStartingBetween(scope.db, scope.organizationId, from, to));
}

/** Events happening today in London: starting today, or running through today. */
export async function listCurrentEvents(scope: Scope): Promise<TEvent[]> {
  const today = DateTime.fromISO(londonDay(new Date()), { zone: 'Europe/London' });
  const rows = await listEventsOverlapping(
    scope.db,
    scope.organizationId,
    today.toJSDate(),
    today.plus({ days: 1 }).toJSDate(),
  );
  return describeEvents(scope, rows);
}

function requireFutureStart(startAt: string): void {
  if (Date.parse(startAt) <= Date.now())
    throw badRequest(MESSAGES.startInPast, { startAt: MESSAGES.startInPast });
}

export async function createEvent(scope: Scope, request: EventRequest): Promise<TEvent> {
  await requireActivity(scope, request.activityId);
  requireFutureStart(request.startAt);
  const id = await insertEvent(scope.db, scope.organizationId, request.activityId, request);
  return getEvent(scope, id);
}

const sameInstant = (a: Date | null, b: string | null) =>
  a === null ? b === null : b !== null && new Date(a).getTime() === Date.parse(b);

/**
 * Once reserved (§4) the times are fixed; the capacity never drops below the capacity-affecting tickets sold.
 * Both are compared holding the date's lock, so no ticket is issued between the count and the save.
 */
export async function saveEvent(scope: Scope, eventId: string, request: EventRequest): Promise<TEvent> {
  await withDates(scope.db, scope.organizationId, [eventId], async (sale) => {
    const trx = sale.trx;
    const row = await requireEventRow({ ...scope, db: trx }, eventId);
    if (row.activity_id !== request.activityId) throw notFound();
    const timesChanged =
      !sameInstant(row.start_at, request.startAt) ||
      !sameInstant(row.end_at, request.endAt) ||
      !sameInstant(row.doors_open_at, request.doorsOpenAt);
    if (timesChanged && (await sale.isReserved())) {
      throw conflict(MESSAGES.eventLocked, { startAt: MESSAGES.eventLocked });
    }
    if (!sameInstant(row.start_at, request.startAt)) requireFutureStart(request.startAt);
    await sale.requireCapacityCovers(eventId, request.maxTicketCount);
    await updateEvent(trx, scope.organizationId, eventId, request);
  });
  return getEvent(scope, eventId);
}

/**
 * Deletes a date nobody holds a ticket for; the last date of a published activity takes the activity offline
 * with it (§4). Answers whether it did, so the screen can say so.
 */
export async function removeEvent(scope: Scope, eventId: string): Promise<{ activityUnpublished: boolean }> {
  return withDates(scope.db, scope.organizationId, [eventId], async (sale) => {
    const trx = sale.trx;
    const row = await requireEventRow({ ...scope, db: trx }, eventId);
    await sale.clearForDelete({ eventIds: [eventId] }, MESSAGES.eventLocked);
    await deleteEvent(trx, scope.organizationId, eventId);
    if ((await countActivityEvents(trx, scope.organizationId, row.activity_id)) > 0) {
      return { activityUnpublished: false };
    }
    return { activityUnpublished: await unpublishWithLastDate(trx, scope.organizationId, row.activity_id) };
  });
}
