import type { TUser } from '@usher/contract/user';
import type { Db } from '../../db/database';
import { unauthorized } from '../../errors';
import type { AuthContext } from '../../plugins/request-auth';
import { listOrganisationsOf } from '../organisations/membership.service';
import { organiserPageUrl } from '../organisations/organisation.service';
import { findUserById } from './user.repository';

export async function getCurrentUser(db: Db, auth: AuthContext, publicUrl: string): Promise<TUser> {
  const user = await findUserById(db, auth.userId);
  if (!user) throw unauthorized();
  const organisations = await listOrganisationsOf(db, auth.userId);
  const current = organisations.find((organisation) => organisation.id === auth.organizationId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    permissions: auth.grants,
    currentOrg: current ? { guid: current.id, name: current.name } : null,
    organizations: organisations.map((organisation) => ({ guid: organisation.id, name: organisation.name })),
    extra: { organizationDetails: { qrLink: current ? organiserPageUrl(publicUrl, current.id) : null } },
  };
}
