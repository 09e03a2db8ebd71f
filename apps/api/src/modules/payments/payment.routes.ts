import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZPaymentsStatus, ZStripeConnectResponse } from '@usher/contract/sales';
import { scopeOf } from '../../plugins/scope';
import { connectStripeAccount, getPaymentsStatus } from './stripe-connect.service';

/** The organiser's card payments (issue 16 §2): how it takes them, and connecting its own Stripe account. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      // The §6 row of the sales views: ROLE_MASTER or ROLE_admin.
      config: { capability: 'manageEvents' },
      schema: {
        tags: ['payments'],
        summary: 'How this organiser takes card payments: the provider, and whether its account can charge',
        response: { 200: ZPaymentsStatus, 403: ZErrorResponse },
      },
    },
    async (request) => getPaymentsStatus(scopeOf(app, request), app.config),
  );

  app.post(
    '/payments/stripe/connect',
    {
      config: { capability: 'controlOrganisation' },
      schema: {
        tags: ['payments'],
        summary: "Start or resume connecting the organiser's own Stripe account (Connect onboarding)",
        response: {
          200: ZStripeConnectResponse,
          403: ZErrorResponse,
          409: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) => connectStripeAccount(scopeOf(app, request), app.config.stripe),
  );
};
