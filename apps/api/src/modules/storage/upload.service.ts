import type { Db } from '../../db/database';
import { findOwnUpload } from './upload.repository';

/** Whether `url` is an image the organiser uploaded: activities and logos may only point at their own. */
export async function isOwnUpload(db: Db, organizationId: string, url: string): Promise<boolean> {
  return findOwnUpload(db, organizationId, url);
}
