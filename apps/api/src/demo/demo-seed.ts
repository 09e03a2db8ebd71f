import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/auth/password.service';
import { insertUser } from '../modules/auth/user.repository';
import { setCurrentOrganisation } from '../modules/organisations/current-organisation.repository';
import { insertMembership } from '../modules/organisations/membership.repository';
import {
  insertOrganisation,
  markDemoOrganisation,
  updateOrganisationDetails,
  updatePromotion,
} from '../modules/organisations/organisation.repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoActivities } from './demo-activities';
import { isLoopbackUrl } from './demo-password';
import { seedDemoMailingLists } from './demo-mailing-lists';
import { seedDemoMailingSends } from './demo-mailing-sends';
import { seedDemoPromoCodes } from './demo-promo-codes';

/**
 * The demo organiser and its three staff accounts, signing in with `password` (the published one unless
 * DEMO_PASSWORD sets another); later domains add their rows here.
 */
export async function seedDemo(db: Db, password: string = DEMO_PASSWORD): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const organizationId = await insertOrganisation(trx, { name: 'Riverside Live', avatarUrl: null });
    await markDemoOrganisation(trx, organizationId);
    await updateOrganisationDetails(trx, organizationId, {
      description: 'Gigs, comedy nights and family shows on the South Bank since 2012.',
      phone: '+442079460123',
      email: 'hello@riverside-live.example',
      address: {
        country: 'United Kingdom',
        city: 'London',
        line1: '12 Riverside Walk',
        line2: null,
        postCode: 'SE1 9PX',
      },
      emailNotifications: true,
    });
    await updatePromotion(trx, organizationId, {
      enabled: true,
      description: 'Live music and comedy by the Thames',
    });
    const passwordHash = await hashPassword(password);
    const userIds: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const userId = await insertUser(trx, { email: account.email, name: account.name, passwordHash });
      await insertMembership(trx, {
        organizationId,
        userId,
        roles: [...account.roles],
        permissions: [...account.permissions],
      });
      await setCurrentOrganisation(trx, userId, organizationId);
      userIds.push(userId);
    }
    const programme = await seedDemoActivities(trx, organizationId);
    await seedDemoPromoCodes(trx, organizationId, userIds[0]!, programme);
    await seedDemoMailingLists(trx, organizationId, userIds[0]!);
    await seedDemoMailingSends(trx, organizationId, userIds[0]!, programme);
  });
}

/** The embedded database is seeded on its first start; PostgreSQL only when DEMO_DATA=always. */
export async function seedDemoIfWanted(
  db: Db,
  options: {
    kind: 'pglite' | 'postgres';
    isNew: boolean;
    mode: 'auto' | 'always' | 'never';
    password?: string;
  },
): Promise<boolean> {
  const wanted =
    options.mode === 'always' || (options.mode === 'auto' && options.kind === 'pglite' && options.isNew);
  if (!wanted || (await hasDemoAccounts(db))) return false;
  await seedDemo(db, options.password);
  return true;
}

/**
 * The demo accounts and their password when the demo organiser exists, for the sign-in screen to name; only on
 * this machine's own address (issue 28 §1): a server others reach never lists them.
 */
export async function findDemoAccounts(
  db: Db,
  config: Pick<AppConfig, 'publicUrl' | 'demoPassword'>,
): Promise<{ emails: string[]; password: string } | null> {
  if (!isLoopbackUrl(config.publicUrl) || !(await hasDemoAccounts(db))) return null;
  return {
    emails: DEMO_ACCOUNTS.map((account) => account.email),
    password: config.demoPassword ?? DEMO_PASSWORD,
  };
}

async function hasDemoAccounts(db: Db): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS[0].email)
    .executeTakeFirst();
  return existing !== undefined;
}
