import type { Db } from '../../db/database';

/** An activity's waiting list settings (issue 31 §1); undefined for an activity of another organiser. */
export function findWaitlistSettings(db: Db, organizationId: string, activityId: string) {
  return db
    .selectFrom('activities')
    .select(['waitlist_enabled as isEnabled', 'waitlist_offer_minutes as offerMinutes'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .executeTakeFirst();
}

export async function updateWaitlistSettings(
  db: Db,
  organizationId: string,
  activityId: string,
  settings: { isEnabled: boolean; offerMinutes: number },
): Promise<void> {
  await db
    .updateTable('activities')
    .set({ waitlist_enabled: settings.isEnabled, waitlist_offer_minutes: settings.offerMinutes })
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .execute();
}

/** The organiser of a date, or undefined for another organiser's. */
export function findDateOfOrganiser(db: Db, organizationId: string, eventId: string) {
  return db
    .selectFrom('events')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}
