import type { Db } from '../../db/database';

export async function findPaymentAccount(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select([
      'stripe_account_id as accountId',
      'stripe_charges_enabled as chargesEnabled',
      'is_demo as isDemo',
    ])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

/** Sets the organiser's account unless it has one already; answers the account it has after. */
export async function setPaymentAccountIfNone(
  db: Db,
  organizationId: string,
  accountId: string,
): Promise<string | null> {
  await db
    .updateTable('organizations')
    .set({ stripe_account_id: accountId, stripe_charges_enabled: false })
    .where('id', '=', organizationId)
    .where('stripe_account_id', 'is', null)
    .execute();
  return (await findPaymentAccount(db, organizationId))?.accountId ?? null;
}

export async function updateChargesEnabled(
  db: Db,
  accountId: string,
  chargesEnabled: boolean,
): Promise<number> {
  const result = await db
    .updateTable('organizations')
    .set({ stripe_charges_enabled: chargesEnabled })
    .where('stripe_account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
