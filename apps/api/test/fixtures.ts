import crypto from 'node:crypto';
import type { Db } from '../src/db/database';
import { hashPassword } from '../src/modules/auth/password.service';
import { insertUser } from '../src/modules/auth/user.repository';
import { setCurrentOrganisation } from '../src/modules/organisations/current-organisation.repository';
import { insertMembership } from '../src/modules/organisations/membership.repository';
import { insertOrganisation } from '../src/modules/organisations/organisation.repository';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export const ROLE_SETS = {
  master: { roles: ['ROLE_MASTER'], permissions: ['organization.control'] },
  masterWithoutControl: { roles: ['ROLE_MASTER'], permissions: [] },
  admin: { roles: ['ROLE_admin'], permissions: [] },
  controller: { roles: ['ROLE_controller'], permissions: [] },
  /** A member with a role the spec does not name (§6 "Other role names: not shown"): events list and FAQ only. */
  none: { roles: [], permissions: [] },
} as const;
export type RoleSet = keyof typeof ROLE_SETS;

export async function createOrganisation(db: Db, name = `Organiser ${crypto.randomUUID().slice(0, 6)}`) {
  return insertOrganisation(db, { name, avatarUrl: null });
}

/** A user who is a member of `organizationId` with the given roles, working in it. */
export async function createMember(db: Db, organizationId: string, roleSet: RoleSet = 'master') {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = `${roleSet.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const userId = await insertUser(db, { email, name: `Test ${roleSet}`, passwordHash: await passwordHash });
  await insertMembership(db, {
    organizationId,
    userId,
    roles: [...ROLE_SETS[roleSet].roles],
    permissions: [...ROLE_SETS[roleSet].permissions],
  });
  await setCurrentOrganisation(db, userId, organizationId);
  return { userId, email };
}

/** A signed-in client of a new member of `organizationId`. */
export async function signedInClient(testApp: TestApp, organizationId: string, roleSet: RoleSet = 'master') {
  const member = await createMember(testApp.db, organizationId, roleSet);
  const client = testApp.client();
  const response = await client.login(member.email, TEST_PASSWORD);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return Object.assign(client, { member });
}
