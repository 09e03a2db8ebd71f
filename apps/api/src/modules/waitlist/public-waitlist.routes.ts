import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import {
  ZEntryIdParams,
  ZEventIdParams,
  ZPublicWaitlistEntry,
  ZWaitlistJoinRequest,
  ZWaitlistJoinResponse,
} from '@usher/contract/waitlist';
import { joinWaitlist } from '../sales/waitlist.service';
import { getPublicEntry, leaveEntry } from './waitlist.service';

/** The customer's side of the waiting list (issue 31 §2), signed out, on the public rate limit. */
export const publicWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/:eventId/waitlist',
    {
      schema: {
        tags: ['public'],
        summary: 'Join the waiting list of a ticket type no customer can buy now',
        params: ZEventIdParams,
        body: ZWaitlistJoinRequest,
        response: {
          201: ZWaitlistJoinResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { ticketVariantId, quantity, fullName, email, phoneNumber } = request.body;
      const joined = await joinWaitlist(app.db, request.params.eventId, {
        variantId: ticketVariantId,
        quantity,
        fullName,
        email,
        phoneNumber: phoneNumber ?? null,
      });
      return reply.code(201).send(joined);
    },
  );

  app.get(
    '/waitlist/:entryId',
    {
      schema: {
        tags: ['public'],
        summary: 'A waiting list entry by its unguessable id: status, place, and the offer while it lasts',
        params: ZEntryIdParams,
        response: { 200: ZPublicWaitlistEntry, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => getPublicEntry(app.db, request.params.entryId),
  );

  app.post(
    '/waitlist/:entryId/leave',
    {
      schema: {
        tags: ['public'],
        summary: 'Leave the waiting list (again changes nothing); an offer is released and passed on at once',
        params: ZEntryIdParams,
        response: {
          200: ZPublicWaitlistEntry,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request) => leaveEntry(app.db, request.params.entryId),
  );
};
