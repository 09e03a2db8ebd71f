import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { DeliveryQueue } from '../delivery/delivery.worker';
import type { PaymentSettings } from '../payments/payment-availability.service';
import type { PaymentProvider } from '../payments/payment-provider';

/**
 * What a customer's order and its payment need, with no organiser signed in: the provider, the settings that
 * say which organisers may use it, and the outbox;
 * `isStripeConnect` when each organiser's sales go to its own connected Stripe account.
 */
export type PaymentScope = {
  db: Db;
  publicUrl: string;
  payments: PaymentProvider;
  settings: PaymentSettings;
  delivery: DeliveryQueue;
  isStripeConnect?: boolean;
  /** Where a provider's notice that Usher refused to act on is logged. */
  log?: FastifyBaseLogger;
};

export function paymentScopeOf(app: FastifyInstance): PaymentScope {
  return {
    db: app.db,
    publicUrl: app.config.publicUrl,
    payments: app.payments,
    settings: app.config,
    delivery: app.delivery,
    isStripeConnect: app.config.stripe?.connect === true,
    log: app.log,
  };
}
