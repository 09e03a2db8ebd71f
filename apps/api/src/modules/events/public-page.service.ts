import type { Db } from '../../db/database';
import { findTagManagerId } from '../organisations/tag-manager.service';
import { findPublicPageOrganisationId } from './public-event.service';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PUBLIC_PAGE = new RegExp(`^/([oae])/(${UUID})/?$`, 'i');

/** The organiser behind a public page URL (/o/{guid}, /a/{activityId}, /e/{eventId}), if it is one. */
async function findOrganisationOfPage(db: Db, url: string): Promise<string | null> {
  const [, kind, id] = PUBLIC_PAGE.exec(url) ?? [];
  if (!kind || !id) return null;
  if (kind === 'o') return id;
  return findPublicPageOrganisationId(db, kind === 'e' ? 'event' : 'activity', id);
}

/** The tag manager id to inject into a public page; dashboard pages never get one. */
export async function findPublicPageTagManagerId(db: Db, url: string): Promise<string | null> {
  const organizationId = await findOrganisationOfPage(db, url);
  return organizationId ? findTagManagerId(db, organizationId) : null;
}
