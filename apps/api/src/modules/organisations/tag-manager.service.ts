import type { Db } from '../../db/database';
import { findOrganisation } from './organisation.repository';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORGANISER_PAGE = new RegExp(`^/o/(${UUID})/?$`, 'i');

/** The organiser behind a public page URL, if the URL is one of their public pages. */
async function findPublicPageOrganisationId(_db: Db, url: string): Promise<string | null> {
  return ORGANISER_PAGE.exec(url)?.[1] ?? null;
}

/** The tag manager id to inject into a public page; dashboard pages never get one. */
export async function findPublicPageTagManagerId(db: Db, url: string): Promise<string | null> {
  const organizationId = await findPublicPageOrganisationId(db, url);
  if (!organizationId) return null;
  const organisation = await findOrganisation(db, organizationId);
  return organisation?.tag_manager_id ?? null;
}
