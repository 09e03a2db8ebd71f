import type Stripe from 'stripe';
import type { AppConfig } from '../../config';

export type StripeSettings = NonNullable<AppConfig['stripe']>;

/**
 * The official SDK pointed at `STRIPE_API_URL`: its host, port and protocol come from it, so tests talk to a
 * loopback server and never to Stripe. Two retries with the SDK's idempotency keys ride out a dropped
 * connection without paying twice. The SDK is loaded on first use: it is a large module that a start-up
 * without online payments (and every start before the first payment) has no use for.
 */
export async function createStripeClient(
  settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>,
  { maxNetworkRetries = 2, timeout = 20_000 } = {},
): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries,
    timeout,
  });
}
