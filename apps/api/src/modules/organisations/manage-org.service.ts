import { ORGANIZATION_CONTROL, can } from '@usher/contract/permissions';
import type { Db } from '../../db/database';
import { MESSAGES } from '@usher/contract/messages';
import { badRequest, forbidden } from '../../errors';
import { setCurrentOrganisation } from './current-organisation.repository';
import { insertMembership } from './membership.repository';
import { requireMembershipGrants } from './membership.service';
import {
  insertOrganisation,
  updateOrganisationAvatar,
  updateOrganisationName,
} from './organisation.repository';

/** Adds an organiser inside the caller's transaction; its creator becomes ROLE_MASTER with organization.control and works in it. */
export async function addOrganisationFor(
  trx: Db,
  userId: string,
  organisation: { name: string; avatarUrl: string | null },
) {
  const organizationId = await insertOrganisation(trx, organisation);
  await insertMembership(trx, {
    organizationId,
    userId,
    roles: ['ROLE_MASTER'],
    permissions: [ORGANIZATION_CONTROL],
  });
  await setCurrentOrganisation(trx, userId, organizationId);
  return organizationId;
}

export async function createOrganisation(
  db: Db,
  userId: string,
  organisation: { name: string; avatarUrl: string | null },
) {
  return db.transaction().execute((trx) => addOrganisationFor(trx, userId, organisation));
}

export async function switchOrganisation(db: Db, userId: string, organizationId: string): Promise<void> {
  await requireMembershipGrants(db, userId, organizationId);
  await setCurrentOrganisation(db, userId, organizationId);
}

async function requireControlOf(db: Db, userId: string, organizationId: string): Promise<void> {
  const grants = await requireMembershipGrants(db, userId, organizationId);
  if (!can(grants, 'controlOrganisation')) throw forbidden();
}

export async function renameOrganisation(db: Db, userId: string, organizationId: string, name: string) {
  await requireControlOf(db, userId, organizationId);
  await updateOrganisationName(db, organizationId, name);
}

export async function changeOrganisationAvatar(
  db: Db,
  userId: string,
  organizationId: string,
  avatarUrl: string | null,
  isOwnUpload: (url: string) => Promise<boolean>,
) {
  await requireControlOf(db, userId, organizationId);
  if (avatarUrl !== null && !(await isOwnUpload(avatarUrl))) {
    throw badRequest(MESSAGES.wrongImageFormat, { avatarUrl: MESSAGES.wrongImageFormat });
  }
  await updateOrganisationAvatar(db, organizationId, avatarUrl);
}
