import { customFieldColumnsOf } from '../../db/custom-field-columns';
import type { Db } from '../../db/database';

/** What both public pages show of the activity (aliased a) and its organiser (aliased o). */
const PUBLIC_DETAILS_COLUMNS = [
  'a.name',
  'a.image_url',
  'a.description',
  'a.is_online',
  'a.address',
  'a.min_age',
  'o.name as organization_name',
] as const;

/** A date of a published activity, with what its public page shows; nothing of unpublished activities. */
export async function findPublishedEvent(db: Db, eventId: string) {
  return db
    .selectFrom('events as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .innerJoin('organizations as o', 'o.id', 'e.organization_id')
    .select([
      'e.id',
      'e.organization_id',
      'e.activity_id',
      'e.start_at',
      'e.end_at',
      'e.doors_open_at',
      'e.max_ticket_count',
      ...PUBLIC_DETAILS_COLUMNS,
      'a.is_email_required',
      'a.is_full_name_required',
      'a.is_address_required',
      'a.waitlist_enabled',
      ...customFieldColumnsOf('a'),
    ])
    .where('e.id', '=', eventId)
    .where('a.is_published', '=', true)
    .executeTakeFirst();
}

export async function findPublishedActivity(db: Db, activityId: string) {
  return db
    .selectFrom('activities as a')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .select(['a.id', 'a.organization_id', ...PUBLIC_DETAILS_COLUMNS])
    .where('a.id', '=', activityId)
    .where('a.is_published', '=', true)
    .executeTakeFirst();
}

/** The organiser behind a public event or activity page, for its tag manager id. */
export async function findPublicPageOrganisation(db: Db, kind: 'event' | 'activity', id: string) {
  const table = kind === 'event' ? 'events' : 'activities';
  return db.selectFrom(table).select('organization_id').where('id', '=', id).executeTakeFirst();
}

/**
 * The organiser's published activities with their dates that may not have ended yet (the caller keeps those
 * not over), soonest first: the shop window's rows.
 */
export async function listPublishedActivityDates(db: Db, organizationId: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  return db
    .selectFrom('events as e')
    .innerJoin('activities as a', 'a.id', 'e.activity_id')
    .select([
      'a.id as activity_id',
      'a.name',
      'a.image_url',
      'e.id',
      'e.start_at',
      'e.end_at',
      'e.doors_open_at',
      'e.max_ticket_count',
    ])
    .where('e.organization_id', '=', organizationId)
    .where('a.organization_id', '=', organizationId)
    .where('a.is_published', '=', true)
    .where((eb) => eb.or([eb('e.end_at', '>', now), eb('e.start_at', '>', hourAgo)]))
    .orderBy('e.start_at')
    .orderBy('e.id')
    .execute();
}
