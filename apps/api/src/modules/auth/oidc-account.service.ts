import type { Db } from '../../db/database';
import { addOrganisationFor } from '../organisations/manage-org.service';
import type { OidcIdentity } from './oidc.service';
import { findUserByEmail, findUserByOidcSubject, insertUser, linkOidcIdentity } from './user.repository';

/** A sign-in the provider allowed but Usher will not accept; the message is logged, never shown. */
export class OidcSignInRefused extends Error {}

/**
 * The user an identity signs in as: the one already linked to it; else the local account with the same
 * email, linked now unless the provider says the email is unverified; else a new user, who gets an organiser
 * of their own as ROLE_MASTER with organization.control, since the payment-provider account is the merchant.
 */
export async function resolveOidcUser(db: Db, identity: OidcIdentity): Promise<string> {
  const linked = await findUserByOidcSubject(db, identity.issuer, identity.subject);
  if (linked) return linked.id;
  if (!identity.email) throw new OidcSignInRefused('the provider shared no email address');

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (identity.emailVerified === false) {
      throw new OidcSignInRefused('an account has this email but the provider has not verified it');
    }
    if (existing.oidc_subject) {
      throw new OidcSignInRefused('the account with this email is linked to another provider identity');
    }
    await linkOidcIdentity(db, existing.id, identity.issuer, identity.subject);
    return existing.id;
  }

  const name = (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, 200);
  const email = identity.email;
  return db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      email,
      name,
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
    });
    await addOrganisationFor(trx, userId, { name: `${name.slice(0, 100)}'s events`, avatarUrl: null });
    return userId;
  });
}
