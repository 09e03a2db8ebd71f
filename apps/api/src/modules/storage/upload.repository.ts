import type { Db } from '../../db/database';

export async function insertUpload(
  db: Db,
  upload: { organizationId: string; url: string; contentType: string; sizeBytes: number; uploadedBy: string },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      organization_id: upload.organizationId,
      url: upload.url,
      content_type: upload.contentType,
      size_bytes: upload.sizeBytes,
      uploaded_by: upload.uploadedBy,
    })
    .execute();
}

/** Whether this organiser uploaded the file at `url`; images may only point at the organiser's own uploads. */
export async function findOwnUpload(db: Db, organizationId: string, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('url', '=', url)
    .executeTakeFirst();
  return row !== undefined;
}
