// A scenario's own PostgreSQL database, dropped and made anew, and an organiser to sign in as.
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/database';
import { hashPassword } from '../../apps/api/src/modules/auth/password.service';
import { insertUser } from '../../apps/api/src/modules/auth/user.repository';
import { setCurrentOrganisation } from '../../apps/api/src/modules/organisations/current-organisation.repository';
import { insertMembership } from '../../apps/api/src/modules/organisations/membership.repository';
import { insertOrganisation } from '../../apps/api/src/modules/organisations/organisation.repository';

/** Drops and recreates the database of `databaseUrl`; throws with the reason when PostgreSQL cannot be reached. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[\w-]+$/.test(name)) throw new Error(`unexpected database name "${name}" in ${databaseUrl}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url.host} (${(error as Error).message || String(error)}). ` +
        'Start it, or point BENCH_DATABASE_URL at a server where the user may create databases.',
      { cause: error },
    );
  }
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** One organiser with a ROLE_MASTER user, made with the app's own repository functions and password hash. */
export async function seedOrganiser(
  db: Db,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<{ organizationId: string; email: string }> {
  const organizationId = await insertOrganisation(db, { name, avatarUrl: null });
  const userId = await insertUser(db, {
    email,
    name: 'Bench Organiser',
    passwordHash: await hashPassword(password),
  });
  await insertMembership(db, {
    organizationId,
    userId,
    roles: ['ROLE_MASTER'],
    permissions: ['organization.control'],
  });
  await setCurrentOrganisation(db, userId, organizationId);
  return { organizationId, email };
}
