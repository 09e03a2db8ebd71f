import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrderIdParams, ZPublicOrder } from '@usher/contract/checkout';
import { ZErrorResponse } from '@usher/contract/errors';
import { getPublicOrder } from './public-order.service';

/**
 * A customer's order by its unguessable id (issue 16 §1.3), with no sign-in: never cached and kept out of
 * search engines, like the public ticket.
 */
export const publicOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['public'],
        summary: "The confirmation page's order: its status and, once paid, its tickets",
        params: ZOrderIdParams,
        response: { 200: ZPublicOrder, 404: ZErrorResponse },
      },
    },
    async (request) => getPublicOrder(app.db, app.config.publicUrl, request.params.orderId),
  );
};
