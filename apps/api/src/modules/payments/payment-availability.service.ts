import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { getPaymentAccount, type PaymentAccount } from '../organisations/payment-account.service';

/** What of the server's configuration decides how customers pay online. */
export type PaymentSettings = Pick<AppConfig, 'stripe' | 'testPayments'>;

/**
 * How an organiser's customers pay online (issue 28 §1): Stripe when it is configured; else the built-in test
 * payment page, only where that was chosen (`TEST_PAYMENTS=true`, or the demo organiser); else nothing, and its
 * paid ticket types sell at the door only.
 */
export function paymentProviderFor(
  settings: PaymentSettings,
  account: Pick<PaymentAccount, 'isDemo'>,
): 'stripe' | 'test' | 'none' {
  if (settings.stripe !== null) return 'stripe';
  return settings.testPayments || account.isDemo ? 'test' : 'none';
}

/**
 * Whether an organiser can sell paid tickets online (issue 16 §2): with a provider for it (above), unless
 * payments go to each organiser's own Stripe account (Connect) and this organiser's account can not take
 * charges yet. Free ticket types sell either way.
 */
export async function isPaidSaleAvailable(
  db: Db,
  settings: PaymentSettings,
  organizationId: string,
): Promise<boolean> {
  if (settings.stripe !== null && !settings.stripe.connect) return true;
  const account = await getPaymentAccount(db, organizationId);
  const provider = paymentProviderFor(settings, account);
  if (provider === 'stripe') return account.chargesEnabled;
  return provider === 'test';
}
