import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe.provider';
import { createTestPaymentProvider } from './test-payment.provider';

/**
 * The provider the app takes payments through: Stripe when its keys are set, else the test payment page, which
 * only the organisers `paymentProviderFor` allows reach (every one with TEST_PAYMENTS=true, else the demo's).
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.stripe === null) return createTestPaymentProvider(config);
  return createStripeProvider(config.stripe);
}

/** The start-up log's line on how customers pay (issue 28 §1). */
export function describePayments(config: Pick<AppConfig, 'stripe' | 'testPayments'>): string {
  if (config.stripe) {
    return config.stripe.connect
      ? "Payments: Stripe Connect (each organiser's own Stripe account)"
      : 'Payments: Stripe';
  }
  if (config.testPayments)
    return 'Payments: the test payment page for every organiser (TEST_PAYMENTS=true): no money moves';
  return (
    'Payments: no payment provider: paid tickets are sold at the door only (the demo organiser uses the test ' +
    'payment page). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take card payments.'
  );
}
