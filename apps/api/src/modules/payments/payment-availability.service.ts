import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { getPaymentAccount } from '../organisations/payment-account.service';

/**
 * Whether an organiser can sell paid tickets online (issue 16 §2): always, unless payments go to each
 * organiser's own Stripe account (Connect) and this organiser's account can not take charges yet. Free ticket
 * types sell either way.
 */
export async function isPaidSaleAvailable(
  db: Db,
  stripe: AppConfig['stripe'],
  organizationId: string,
): Promise<boolean> {
  if (!stripe?.connect) return true;
  return (await getPaymentAccount(db, organizationId)).chargesEnabled;
}
