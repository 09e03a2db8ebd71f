import type { Db } from '../../db/database';

/** The organiser a user works in, kept on the user so it follows them to another device. */
export async function findCurrentOrganisationId(db: Db, userId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('users')
    .select('current_organization_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.current_organization_id;
}

export async function setCurrentOrganisation(db: Db, userId: string, organizationId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_organization_id: organizationId })
    .where('id', '=', userId)
    .execute();
}
