import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createTestPaymentProvider } from './test-payment.provider';

/** The provider the app takes payments through: Stripe when its keys are set, else the test payment page. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.stripe === null) return createTestPaymentProvider(config);
  throw new Error('STRIPE_SECRET_KEY is set, but this build has no Stripe payment provider yet.');
}
