import type { TPaymentsStatus } from '@usher/contract/sales';
import { MESSAGES } from '@usher/contract/messages';
import { AppError, conflict } from '../../errors';
import type { OrganiserScope } from '../../plugins/scope';
import {
  getPaymentAccount,
  savePaymentAccount,
  setChargesEnabled,
} from '../organisations/payment-account.service';
import { paymentProviderFor, type PaymentSettings } from './payment-availability.service';
import { createStripeClient, type StripeSettings } from './stripe.client';

/**
 * How this organiser takes card payments (issue 16 §2, issue 28 §1): without Stripe, the test page where it was
 * chosen and none otherwise; Stripe without Connect takes every sale on the keys' own account; with Connect,
 * what the organiser's connected account allows.
 */
export async function getPaymentsStatus(
  scope: OrganiserScope,
  settings: PaymentSettings,
): Promise<TPaymentsStatus> {
  const { stripe } = settings;
  const account = await getPaymentAccount(scope.db, scope.organizationId);
  if (stripe === null) {
    const provider = paymentProviderFor(settings, account);
    return { provider, connected: provider === 'test', chargesEnabled: provider === 'test' };
  }
  if (!stripe.connect) return { provider: 'stripe', connected: true, chargesEnabled: true };
  if (account.accountId === null) return { provider: 'stripe', connected: false, chargesEnabled: false };
  const chargesEnabled = account.chargesEnabled || (await hasChargesEnabledNow(stripe, account.accountId));
  if (chargesEnabled && !account.chargesEnabled) {
    await setChargesEnabled(scope.db, account.accountId, true);
  }
  return { provider: 'stripe', connected: true, chargesEnabled };
}

/**
 * Asks Stripe whether an account can charge yet: the organiser back from onboarding sees it at once, before
 * (or without) the `account.updated` webhook. Stripe unreachable leaves the recorded answer standing.
 */
async function hasChargesEnabledNow(stripe: StripeSettings, accountId: string): Promise<boolean> {
  try {
    const client = await createStripeClient(stripe, { maxNetworkRetries: 0, timeout: 5_000 });
    return (await client.accounts.retrieve(accountId)).charges_enabled;
  } catch {
    return false;
  }
}

/** Where the organiser finishes connecting: its Settings screen, whether onboarding ended or must restart. */
const settingsUrl = (publicUrl: string) => `${publicUrl}/settings`;

/**
 * Starts or resumes the organiser's Stripe onboarding: an Express account made for it on first use (kept, so
 * a second click resumes the same one), then an Account Link to Stripe's hosted onboarding. 409 unless
 * Connect is on; 503 when Stripe can not be reached.
 */
export async function connectStripeAccount(
  scope: OrganiserScope,
  stripe: StripeSettings | null,
): Promise<{ url: string }> {
  if (stripe === null || !stripe.connect) throw conflict(MESSAGES.stripeConnectUnavailable);
  const client = await createStripeClient(stripe);
  try {
    let { accountId } = await getPaymentAccount(scope.db, scope.organizationId);
    if (accountId === null) {
      const account = await client.accounts.create(
        { type: 'express', country: 'GB', metadata: { organizationId: scope.organizationId } },
        { idempotencyKey: `connect-account-${scope.organizationId}` },
      );
      accountId = await savePaymentAccount(scope.db, scope.organizationId, account.id);
    }
    const link = await client.accountLinks.create({
      account: accountId!,
      type: 'account_onboarding',
      refresh_url: settingsUrl(scope.publicUrl),
      return_url: settingsUrl(scope.publicUrl),
    });
    return { url: link.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const unreachable = new AppError(503, MESSAGES.stripeUnreachable);
    unreachable.cause = error;
    throw unreachable;
  }
}
