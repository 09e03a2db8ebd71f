import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { findCurrentOrganisationId } from './current-organisation.repository';
import { findMembership, listMemberOrganisations } from './membership.repository';

export type CurrentMembership = { organizationId: string; grants: string[] };

const grantsOf = (membership: { roles: string[]; permissions: string[] }) => [
  ...membership.roles,
  ...membership.permissions,
];

/** The user's current organiser and grants; falls back to their first organiser if the current one is gone. */
export async function resolveCurrentMembership(db: Db, userId: string): Promise<CurrentMembership | null> {
  const currentId = await findCurrentOrganisationId(db, userId);
  if (currentId === undefined) return null;
  if (currentId) {
    const membership = await findMembership(db, userId, currentId);
    if (membership) return { organizationId: currentId, grants: grantsOf(membership) };
  }
  const [first] = await listMemberOrganisations(db, userId);
  if (!first) return null;
  const membership = await findMembership(db, userId, first.id);
  return membership ? { organizationId: first.id, grants: grantsOf(membership) } : null;
}

/** The organisers a user is a member of, by name. */
export function listOrganisationsOf(db: Db, userId: string) {
  return listMemberOrganisations(db, userId);
}

/** The user's grants in an organiser named by guid; 404 when they are not a member, so no organiser's existence leaks. */
export async function requireMembershipGrants(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<string[]> {
  const membership = await findMembership(db, userId, organizationId);
  if (!membership) throw notFound();
  return grantsOf(membership);
}
