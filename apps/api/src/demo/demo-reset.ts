import type { Db } from '../db/database';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Deletes the demo users and the organisers only they belong to; other organisers are untouched. */
export async function removeDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    const users = await trx.selectFrom('users').select('id').where('email', 'in', emails).execute();
    if (users.length === 0) return;
    const userIds = users.map((user) => user.id);
    const organisations = await trx
      .selectFrom('memberships')
      .select('organization_id')
      .where('user_id', 'in', userIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('memberships as other')
              .select('other.user_id')
              .whereRef('other.organization_id', '=', 'memberships.organization_id')
              .where('other.user_id', 'not in', userIds),
          ),
        ),
      )
      .execute();
    await trx.deleteFrom('users').where('id', 'in', userIds).execute();
    const organizationIds = organisations.map((row) => row.organization_id);
    if (organizationIds.length > 0)
      await trx.deleteFrom('organizations').where('id', 'in', organizationIds).execute();
  });
}
