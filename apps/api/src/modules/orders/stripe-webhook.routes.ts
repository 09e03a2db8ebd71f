import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { MESSAGES } from '@usher/contract/messages';
import { ZWebhookReceived } from '@usher/contract/payments';
import { badRequest, notFound } from '../../errors';
import { WebhookSignatureError } from '../payments/webhook-signature.error';
import { paymentScopeOf } from './payment-scope';
import { actOnStripeEvent } from './stripe-webhook.service';

/** Stripe's events are small (a session, an account); a megabyte leaves room and refuses anything else. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Stripe's webhook (issue 16 §2), there only while Stripe is configured. Its signature covers the exact bytes
 * sent, so this route alone takes its body raw, whatever its content type.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onRequest', async () => {
    if (app.config.stripe === null || !app.payments.parseWebhook) throw notFound();
  });

  app.post(
    '/stripe/webhook',
    {
      // Stripe sends no CSRF token and needs none: the signature over the raw body is its proof.
      config: { isCsrfExempt: true },
      schema: {
        tags: ['public'],
        summary: "Stripe's signed events: paid and expired Checkout Sessions, connected accounts' updates",
        response: { 200: ZWebhookReceived, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
        throw badRequest(MESSAGES.webhookSignatureInvalid);
      }
      let event;
      try {
        event = await app.payments.parseWebhook!(body, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(MESSAGES.webhookSignatureInvalid);
        throw error;
      }
      await actOnStripeEvent(paymentScopeOf(app), event);
      return { received: true as const };
    },
  );
};
