import type { Db } from '../../db/database';
import { listEventGuestContacts, type AudienceFilter } from './event-audience.repository';

export type { AudienceFilter } from './event-audience.repository';

/** The guests of a date a message may reach (messaging's by-event sends), one contact per order. */
export function findEventGuestContacts(
  db: Db,
  organizationId: string,
  eventId: string,
  filter: AudienceFilter,
): Promise<string[]> {
  return listEventGuestContacts(db, organizationId, eventId, filter);
}
