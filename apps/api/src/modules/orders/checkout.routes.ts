import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCheckoutRequest, ZCheckoutResponse } from '@usher/contract/checkout';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZHoldIdParams } from '@usher/contract/holds';
import { MESSAGES } from '@usher/contract/messages';
import { checkoutHold } from './checkout.service';
import { paymentScopeOf } from './payment-scope';

/**
 * A customer's checkout of a hold (issue 16 §1.2), signed out, on the public per-address rate limit, and with a
 * promo code also on the promo check's (issue 28 §4).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/holds/:holdId/checkout',
    {
      config: { validationMessage: MESSAGES.fillInAllRequired },
      schema: {
        tags: ['public'],
        summary: 'Make an order of a hold: paid at once when its total is 0, else with the URL to pay at',
        params: ZHoldIdParams,
        body: ZCheckoutRequest,
        response: {
          201: ZCheckoutResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // Trying a code here must cost what the public promo check costs, or codes could be guessed here.
      if (request.body.promoCode) await app.drawOnPromoBudget(request);
      const order = await checkoutHold(paymentScopeOf(app), request.params.holdId, request.body);
      return reply.code(201).send(order);
    },
  );
};
