import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { MESSAGES } from '@usher/contract/messages';
import { ZFreeOrderRequest, ZFreeOrderResponse } from '@usher/contract/orders';
import { scopeOf } from '../../plugins/scope';
import { issueFreeOrder } from './free-order.service';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/free',
    {
      config: { capability: 'issueFreeTickets', validationMessage: MESSAGES.fillInAllRequired },
      schema: {
        tags: ['orders'],
        summary: 'Issue free or cash tickets and send them by SMS (and email with the PDF)',
        body: ZFreeOrderRequest,
        response: {
          200: ZFreeOrderResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) => issueFreeOrder({ ...scopeOf(app, request), delivery: app.delivery }, request.body),
  );
};
