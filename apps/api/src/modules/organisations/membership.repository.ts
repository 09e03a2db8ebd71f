import type { Db } from '../../db/database';

export async function findMembership(db: Db, userId: string, organizationId: string) {
  return db
    .selectFrom('memberships')
    .select(['roles', 'permissions'])
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

export async function listMemberOrganisations(db: Db, userId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.name'])
    .where('memberships.user_id', '=', userId)
    .orderBy('memberships.created_at')
    .orderBy('organizations.name')
    .execute();
}

export async function insertMembership(
  db: Db,
  membership: { organizationId: string; userId: string; roles: string[]; permissions: string[] },
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      organization_id: membership.organizationId,
      user_id: membership.userId,
      roles: membership.roles,
      permissions: membership.permissions,
    })
    .execute();
}
