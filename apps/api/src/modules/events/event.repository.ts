import type { Db } from '../../db/database';

const EVENT_COLUMNS = [
  'id',
  'activity_id',
  'start_at',
  'end_at',
  'doors_open_at',
  'max_ticket_count',
] as const;

export type EventRow = {
  id: string;
  activity_id: string;
  start_at: Date;
  end_at: Date | null;
  doors_open_at: Date | null;
  max_ticket_count: number | null;
};

export async function findEvent(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export async function findEvents(db: Db, organizationId: string, eventIds: string[]): Promise<EventRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('id', 'in', eventIds)
    .orderBy('start_at')
    .execute();
}

export async function listActivityEvents(
  db: Db,
  organizationId: string,
  activityId: string,
): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activityId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

/** The organiser's dates starting after `after`, soonest first. */
export async function listEventsStartingAfter(
  db: Db,
  organizationId: string,
  after: Date,
): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('start_at', '>', after)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

/** The organiser's dates starting within [from, to] (either end open when null), soonest first. */
export async function listEventsStartingBetween(
  db: Db,
  organizationId: string,
  from: Date | null,
  to: Date | null,
): Promise<EventRow[]> {
  let query = db.selectFrom('events').select(EVENT_COLUMNS).where('organization_id', '=', organizationId);
  if (from) query = query.where('start_at', '>=', from);
  if (to) query = query.where('start_at', '<=', to);
  return query.orderBy('start_at').orderBy('id').execute();
}

/** Events that overlap the London day [dayStart, dayEnd). */
export async function listEventsOverlapping(
  db: Db,
  organizationId: string,
  dayStart: Date,
  dayEnd: Date,
): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('start_at', '<', dayEnd)
    .where((eb) =>
      eb.or([
        eb('end_at', '>=', dayStart),
        eb.and([eb('end_at', 'is', null), eb('start_at', '>=', dayStart)]),
      ]),
    )
    .orderBy('start_at')
    .execute();
}

export type EventValues = {
  startAt: string;
  endAt: string | null;
  doorsOpenAt: string | null;
  maxTicketCount: number;
};

export async function insertEvent(
  db: Db,
  organizationId: string,
  activityId: string,
  values: EventValues,
): Promise<string> {
  const row = await db
    .insertInto('events')
    .values({
      organization_id: organizationId,
      activity_id: activityId,
      start_at: values.startAt,
      end_at: values.endAt,
      doors_open_at: values.doorsOpenAt,
      max_ticket_count: values.maxTicketCount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(
  db: Db,
  organizationId: string,
  eventId: string,
  values: Partial<EventValues>,
): Promise<void> {
  await db
    .updateTable('events')
    .set({
      start_at: values.startAt,
      end_at: values.endAt,
      doors_open_at: values.doorsOpenAt,
      max_ticket_count: values.maxTicketCount,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventId)
    .execute();
}

export async function deleteEvent(db: Db, organizationId: string, eventId: string): Promise<void> {
  await db
    .deleteFrom('events')
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventId)
    .execute();
}

export async function countActivityEvents(
  db: Db,
  organizationId: string,
  activityId: string,
): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
