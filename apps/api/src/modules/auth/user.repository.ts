import type { Db } from '../../db/database';

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'oidc_subject'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').select(['id', 'email', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findUserByOidcSubject(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('oidc_issuer', '=', issuer)
    .where('oidc_subject', '=', subject)
    .executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    name: string;
    passwordHash?: string | null;
    oidcIssuer?: string;
    oidcSubject?: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      password_hash: user.passwordHash ?? null,
      oidc_issuer: user.oidcIssuer ?? null,
      oidc_subject: user.oidcSubject ?? null,
      current_organization_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkOidcIdentity(
  db: Db,
  userId: string,
  issuer: string,
  subject: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ oidc_issuer: issuer, oidc_subject: subject })
    .where('id', '=', userId)
    .execute();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
