import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventIdParams } from '@usher/contract/check-in';
import { ZResultResponse } from '@usher/contract/common';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZHold, ZHoldIdParams, ZHoldRequest } from '@usher/contract/holds';
import { addressBlock } from '../../plugins/client-address';
import { releaseHold } from '../sales/hold.service';
import { holdForCustomer } from './public-hold.service';

/** A customer's holds on the public event page (issue 16 §1), signed out, on the public rate limit. */
export const publicHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/:eventId/holds',
    {
      schema: {
        tags: ['public'],
        summary: "Hold the chosen tickets for the checkout's length (CHECKOUT_HOLD_SECONDS)",
        params: ZEventIdParams,
        body: ZHoldRequest,
        response: {
          201: ZHold,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const hold = await holdForCustomer(
        app.db,
        request.params.eventId,
        request.body,
        app.config.checkoutHoldSeconds,
        app.config,
        { address: addressBlock(request.ip), maxLiveHolds: app.config.holdLimitPerAddress },
      );
      return reply.code(201).send(hold);
    },
  );

  app.post(
    '/holds/:holdId/release',
    {
      schema: {
        tags: ['public'],
        summary:
          'Release a hold, freeing its places at once; releasing again changes nothing; 409 once it is checked out',
        params: ZHoldIdParams,
        response: { 200: ZResultResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) => {
      await releaseHold(app.db, request.params.holdId);
      return { result: true };
    },
  );
};
