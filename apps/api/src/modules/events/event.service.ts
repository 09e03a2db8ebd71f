import type { z } from 'zod';
import type { TEvent, ZEventRequest } from '@usher/contract/events';
import { isEventOver } from '@usher/contract/events';
import { londonDay } from '@usher/contract/london-time';
import { MESSAGES } from '@usher/contract/messages';
import { DateTime } from 'luxon';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { requireActivity } from '../activities/activity.service';
import {
  countActivityEvents,
  deleteEvent,
  findEvent,
  findEvents,
  insertEvent,
  listActivityEvents,
  listEventsOverlapping,
  updateEvent,
  type EventRow,
} from './event.repository';
import { toEvent } from './event.mapper';
import { listEventsWithGuestEmails, listVariantSales } from './sales.repository';
import { setActivityPublished } from '../activities/activity.repository';

type EventRequest = z.output<typeof ZEventRequest>;
export type Scope = { db: Db; organizationId: string; publicUrl: string };

/** Events with their activity's name and every derived figure, in two queries whatever their number. */
async function describeEvents(
  scope: Scope,
  rows: EventRow[],
  activity?: { name: string; is_published: boolean },
) {
  const ids = rows.map((row) => row.id);
  const [variants, withEmails] = await Promise.all([
    listVariantSales(scope.db, scope.organizationId, ids),
    listEventsWithGuestEmails(scope.db, scope.organizationId, ids),
  ]);
  const activities = new Map<string, { name: string; is_published: boolean }>();
  for (const row of rows) {
    if (!activities.has(row.activity_id)) {
      activities.set(row.activity_id, activity ?? (await requireActivity(scope, row.activity_id)));
    }
  }
  const now = new Date();
  return rows.map((row) =>
    toEvent(row, activities.get(row.activity_id)!, variants, withEmails.has(row.id), now),
  );
}

export async function requireEventRow(scope: Scope, eventId: string): Promise<EventRow> {
  const row = await findEvent(scope.db, scope.organizationId, eventId);
  if (!row) throw notFound();
  return row;
}

export async function getEvent(scope: Scope, eventId: string): Promise<TEvent> {
  const [event] = await describeEvents(scope, [await requireEventRow(scope, eventId)]);
  return event!;
}

export async function getEvents(scope: Scope, eventIds: string[]): Promise<TEvent[]> {
  return describeEvents(scope, await findEvents(scope.db, scope.organizationId, eventIds));
}

export async function listEventsOfActivity(
  scope: Scope,
  activityId: string,
  mode: 'current' | 'past',
): Promise<TEvent[]> {
  const activity = await requireActivity(scope, activityId);
  const rows = await listActivityEvents(scope.db, scope.organizationId, activityId);
  const now = new Date();
  const wanted = rows.filter(
    (row) =>
      isEventOver(
        {
          startAt: new Date(row.start_at).toISOString(),
          endAt: row.end_at && new Date(row.end_at).toISOString(),
        },
        now,
      ) ===
      (mode === 'past'),
  );
  if (mode === 'past') wanted.reverse();
  return describeEvents(scope, wanted, activity);
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

/** Once reserved (§4) the times are fixed; the capacity never drops below the capacity-affecting tickets sold. */
export async function saveEvent(scope: Scope, eventId: string, request: EventRequest): Promise<TEvent> {
  const row = await requireEventRow(scope, eventId);
  if (row.activity_id !== request.activityId) throw notFound();
  const event = await getEvent(scope, eventId);
  const timesChanged =
    !sameInstant(row.start_at, request.startAt) ||
    !sameInstant(row.end_at, request.endAt) ||
    !sameInstant(row.doors_open_at, request.doorsOpenAt);
  if (event.isReserved && timesChanged)
    throw conflict(MESSAGES.eventLocked, { startAt: MESSAGES.eventLocked });
  if (!sameInstant(row.start_at, request.startAt)) requireFutureStart(request.startAt);
  if (request.maxTicketCount < event.soldCount) {
    throw badRequest(MESSAGES.venueCapacity, { maxTicketCount: MESSAGES.venueCapacity });
  }
  await updateEvent(scope.db, scope.organizationId, eventId, request);
  return getEvent(scope, eventId);
}

/**
 * Deletes an unreserved date; the last date of a published activity takes the activity offline with it (§4).
 * Answers whether it did, so the screen can say so.
 */
export async function removeEvent(scope: Scope, eventId: string): Promise<{ activityUnpublished: boolean }> {
  const event = await getEvent(scope, eventId);
  if (event.isReserved) throw conflict(MESSAGES.eventLocked);
  return scope.db.transaction().execute(async (trx) => {
    await deleteEvent(trx, scope.organizationId, eventId);
    const isLastDate = (await countActivityEvents(trx, scope.organizationId, event.activityId)) === 0;
    if (!isLastDate || !event.activityPublished) return { activityUnpublished: false };
    await setActivityPublished(trx, scope.organizationId, event.activityId, false);
    return { activityUnpublished: true };
  });
}
