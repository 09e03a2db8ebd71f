import type { Db } from '../../db/database';
import { findOrganisation } from './organisation.repository';

/** The organiser's Google Tag Manager id, if it set one. */
export async function findTagManagerId(db: Db, organizationId: string): Promise<string | null> {
  const organisation = await findOrganisation(db, organizationId);
  return organisation?.tag_manager_id ?? null;
}
