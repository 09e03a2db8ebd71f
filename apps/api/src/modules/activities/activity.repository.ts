import { sql, type Insertable, type Updateable } from 'kysely';
import type { TCustomFieldKey } from '@usher/contract/custom-fields';
import type { ActivityTable, AddressJson, Db } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';

export type ActivityValues = {
  name: string;
  description: string;
  imageUrl: string | null;
  minAge: number | null;
  isOnline: boolean;
  onlineLink: string | null;
  address: AddressJson | null;
  isAddressRequired: boolean;
  isEmailRequired: boolean;
  isFullNameRequired: boolean;
} & Record<TCustomFieldKey, string | null>;

/** The columns an activity's form writes: all of them on insert, those given on update. */
type ActivityColumns = Omit<
  Insertable<ActivityTable>,
  'organization_id' | 'short_code' | 'is_one_time_address_edit_available'
>;

function columnsOf(values: ActivityValues): ActivityColumns;
function columnsOf(values: Partial<ActivityValues>): Updateable<ActivityTable>;
function columnsOf(values: Partial<ActivityValues>): Updateable<ActivityTable> {
  return {
    name: values.name,
    description: values.description,
    image_url: values.imageUrl,
    min_age: values.minAge,
    is_online: values.isOnline,
    online_link: values.onlineLink,
    address:
      values.address === undefined
        ? undefined
        : values.address === null
          ? null
          : JSON.stringify(values.address),
    is_address_required: values.isAddressRequired,
    is_email_required: values.isEmailRequired,
    is_full_name_required: values.isFullNameRequired,
    custom_field1: values.customField1,
    custom_field2: values.customField2,
    custom_field3: values.customField3,
    custom_field4: values.customField4,
    custom_field5: values.customField5,
  };
}

function selectActivities(db: Db, organizationId: string) {
  return db
    .selectFrom('activities as a')
    .selectAll('a')
    .select([
      (eb) =>
        eb
          .selectFrom('events as e')
          .select(sql<Date>`min(e.start_at)`.as('d'))
          .whereRef('e.activity_id', '=', 'a.id')
          .as('first_event_date'),
      (eb) =>
        eb
          .selectFrom('events as e')
          .select(sql<Date>`max(e.start_at)`.as('d'))
          .whereRef('e.activity_id', '=', 'a.id')
          .as('last_event_date'),
      // When the last date is over: its end, or an hour after its start when it has no end (§4).
      (eb) =>
        eb
          .selectFrom('events as e')
          .select(sql<Date>`max(coalesce(e.end_at, e.start_at + interval '1 hour'))`.as('d'))
          .whereRef('e.activity_id', '=', 'a.id')
          .as('over_at'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('ticket_variants as v')
              .innerJoin('events as e', 'e.id', 'v.event_id')
              .select('v.id')
              .whereRef('e.activity_id', '=', 'a.id'),
          )
          .as('has_ticket_variants'),
    ])
    .where('a.organization_id', '=', organizationId);
}

export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

export async function findActivity(db: Db, organizationId: string, activityId: string) {
  return selectActivities(db, organizationId).where('a.id', '=', activityId).executeTakeFirst();
}

/**
 * A date of the organiser with its activity, in one statement: the activity's row as `findActivity` reads it,
 * and the date's own columns prefixed `date_`. Prepared per connection: every order reads it, and planning its
 * four subqueries cost PostgreSQL about 1 ms where running it costs 0.23 ms.
 */
export async function findActivityWithDate(db: Db, organizationId: string, eventId: string) {
  const query = selectActivities(db, organizationId)
    .innerJoin('events as d', 'd.activity_id', 'a.id')
    .select([
      'd.id as date_id',
      'd.activity_id as date_activity_id',
      'd.start_at as date_start_at',
      'd.end_at as date_end_at',
      'd.doors_open_at as date_doors_open_at',
      'd.max_ticket_count as date_max_ticket_count',
    ])
    .where('d.organization_id', '=', organizationId)
    .where('d.id', '=', eventId);
  const [row] = await executePrepared(db, 'activity-with-date', query);
  return row;
}

export async function findActivitiesByIds(db: Db, organizationId: string, activityIds: string[]) {
  if (activityIds.length === 0) return [];
  return selectActivities(db, organizationId).where('a.id', 'in', activityIds).execute();
}

/** Future: no dates yet, or a date not over. Past: every date over. Newest first in the past, soonest first ahead. */
export async function listActivities(db: Db, organizationId: string, mode: 'future' | 'past') {
  const now = new Date();
  const overAt = sql<Date>`(select max(coalesce(e.end_at, e.start_at + interval '1 hour')) from events e where e.activity_id = a.id)`;
  const query = selectActivities(db, organizationId);
  if (mode === 'past') {
    return query.where(overAt, '<=', now).orderBy(overAt, 'desc').orderBy('a.id').execute();
  }
  const nextStart = sql`(select min(e.start_at) from events e where e.activity_id = a.id and coalesce(e.end_at, e.start_at + interval '1 hour') > ${now})`;
  return query
    .where((eb) => eb.or([eb(overAt, 'is', null), eb(overAt, '>', now)]))
    .orderBy(sql`${nextStart} asc nulls first`)
    .orderBy('a.created_at', 'desc')
    .execute();
}

export async function insertActivity(
  db: Db,
  organizationId: string,
  values: ActivityValues,
  shortCode: string,
): Promise<string> {
  const row = await db
    .insertInto('activities')
    .values({ organization_id: organizationId, short_code: shortCode, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateActivity(
  db: Db,
  organizationId: string,
  activityId: string,
  values: Partial<ActivityValues> & { isOneTimeAddressEditAvailable?: boolean },
): Promise<void> {
  await db
    .updateTable('activities')
    .set({ ...columnsOf(values), is_one_time_address_edit_available: values.isOneTimeAddressEditAvailable })
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .execute();
}

export async function setActivityPublished(
  db: Db,
  organizationId: string,
  activityId: string,
  isPublished: boolean,
) {
  await db
    .updateTable('activities')
    .set({ is_published: isPublished })
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .execute();
}

export async function deleteActivity(db: Db, organizationId: string, activityId: string): Promise<void> {
  await db
    .deleteFrom('activities')
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .execute();
}

export async function listActivityEventIds(
  db: Db,
  organizationId: string,
  activityId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activityId)
    .execute();
  return rows.map((row) => row.id);
}

export async function findActivityByShortCode(db: Db, shortCode: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'organization_id', 'is_published'])
    .where('short_code', '=', shortCode)
    .executeTakeFirst();
}
