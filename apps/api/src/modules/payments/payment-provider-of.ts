import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import { createTestPaymentProvider } from './test-payment.provider';

/** How the organiser knows each provider, in the messages about it. */
export const PROVIDER_NAMES: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  test: 'the test payment page',
};

/**
 * The provider an order was paid through, to refund it there (issue 28 §2), whatever is configured now: the
 * configured one when it is that provider, the test page (no money moved, so nothing to refund) always, and null
 * when the order was paid through a provider this Usher is no longer configured for.
 */
export function providerOfPayment(
  configured: PaymentProvider,
  paidWith: PaymentProviderName,
  config: { readonly publicUrl: string },
): PaymentProvider | null {
  if (configured.name === paidWith) return configured;
  if (paidWith === 'test') return createTestPaymentProvider(config);
  return null;
}
