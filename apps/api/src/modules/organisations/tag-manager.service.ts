import type { Db } from '../../db/database';
import { findOrganisation } from './organisation.repository';
import { findPublicPageOrganisation } from '../events/public-event.repository';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PUBLIC_PAGE = new RegExp(`^/([oae])/(${UUID})/?$`, 'i');

/** The organiser behind a public page URL (/o/{guid}, /a/{activityId}, /e/{eventId}), if it is one. */
async function findPublicPageOrganisationId(db: Db, url: string): Promise<string | null> {
  const [, kind, id] = PUBLIC_PAGE.exec(url) ?? [];
  if (!kind || !id) return null;
  if (kind === 'o') return id;
  const row = await findPublicPageOrganisation(db, kind === 'e' ? 'event' : 'activity', id);
  return row?.organization_id ?? null;
}

/** The tag manager id to inject into a public page; dashboard pages never get one. */
export async function findPublicPageTagManagerId(db: Db, url: string): Promise<string | null> {
  const organizationId = await findPublicPageOrganisationId(db, url);
  if (!organizationId) return null;
  const organisation = await findOrganisation(db, organizationId);
  return organisation?.tag_manager_id ?? null;
}
