import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { DeliveryQueue } from '../delivery/delivery.worker';
import type { PaymentProvider } from '../payments/payment-provider';

/** What a customer's order and its payment need, with no organiser signed in: the provider and the outbox. */
export type PaymentScope = { db: Db; publicUrl: string; payments: PaymentProvider; delivery: DeliveryQueue };

export function paymentScopeOf(app: FastifyInstance): PaymentScope {
  return { db: app.db, publicUrl: app.config.publicUrl, payments: app.payments, delivery: app.delivery };
}
