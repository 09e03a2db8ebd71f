import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventIdParams } from '@usher/contract/check-in';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZPromoPrices, ZPublicPromoRequest } from '@usher/contract/promo-codes';
import { getPublicEvent } from '../events/public-event.service';
import { publicPromoPrices } from './promo-verdict.service';

/** The public event page's code field (`/e/{id}`): prices with a usable code, one 404 for anything else. */
export const publicPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/:eventId/promo',
    {
      schema: {
        tags: ['public'],
        summary:
          "Each ticket type's price with a promo code; 404 for a code that cannot be used at this date",
        params: ZEventIdParams,
        body: ZPublicPromoRequest,
        response: { 200: ZPromoPrices, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const event = await getPublicEvent(app.db, request.params.eventId);
      return publicPromoPrices(app.db, event.organizationGuid, request.body.code, {
        eventId: event.id,
        activityId: event.activityId,
        variants: event.ticketVariants.map((variant) => ({ id: variant.id, price: variant.price })),
      });
    },
  );
};
