import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import {
  findPaymentAccount,
  setPaymentAccountIfNone,
  updateChargesEnabled,
} from './payment-account.repository';

/**
 * An organiser's own Stripe account under Connect (issue 16 §2), whether Stripe lets it take charges, and
 * whether it is the demo organiser (which may take test payments, issue 28 §1).
 */
export type PaymentAccount = { accountId: string | null; chargesEnabled: boolean; isDemo: boolean };

export async function getPaymentAccount(db: Db, organizationId: string): Promise<PaymentAccount> {
  const account = await findPaymentAccount(db, organizationId);
  if (!account) throw notFound();
  return account;
}

/** Keeps the first account an organiser was given: two Connect clicks at once end on the same account. */
export function savePaymentAccount(db: Db, organizationId: string, accountId: string) {
  return setPaymentAccountIfNone(db, organizationId, accountId);
}

/** Stripe's word on an account (`account.updated`): whether the organiser with it may take card payments. */
export async function setChargesEnabled(db: Db, accountId: string, chargesEnabled: boolean): Promise<void> {
  await updateChargesEnabled(db, accountId, chargesEnabled);
}
