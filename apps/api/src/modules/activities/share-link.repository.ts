import type { Db } from '../../db/database';

export async function findOrganisationShortCode(db: Db, organizationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('organizations')
    .select('short_code')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.short_code ?? null;
}

/** Gives the organiser a short code unless it has one, and answers the one it keeps. */
export async function ensureOrganisationShortCode(
  db: Db,
  organizationId: string,
  candidate: string,
): Promise<string> {
  await db
    .updateTable('organizations')
    .set({ short_code: candidate })
    .where('id', '=', organizationId)
    .where('short_code', 'is', null)
    .execute();
  return (await findOrganisationShortCode(db, organizationId)) ?? candidate;
}

export async function findOrganisationByShortCode(db: Db, shortCode: string) {
  return db.selectFrom('organizations').select('id').where('short_code', '=', shortCode).executeTakeFirst();
}
