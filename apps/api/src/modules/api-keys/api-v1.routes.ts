import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiCheckInRequest,
  ZApiEventsQuery,
  ZApiEventsResponse,
  ZApiGuestsQuery,
  ZApiGuestsResponse,
  ZApiOrdersQuery,
  ZApiOrdersResponse,
} from '@usher/contract/api-v1';
import { ZEventIdParams, ZScanAnswer } from '@usher/contract/check-in';
import { errorResponses } from '../../plugins/error-responses';
import { apiScopeOf, registerApiKeyAuth } from './api-key.auth';
import { checkInByApi, listApiEvents, listApiGuests, listApiOrders } from './api-v1.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['api-v1'];
/** Every route here is authenticated by an API key alone (see `registerApiKeyAuth`). */
const security = [{ apiKey: [] }];

/** The versioned API for the organiser's own systems (issue 29 §1), registered under `/api/v1`. */
export const apiV1Routes: FastifyPluginAsyncZod = async (app) => {
  registerApiKeyAuth(app);

  app.get(
    '/events',
    {
      config: { apiScope: 'events:read' },
      schema: {
        tags,
        security,
        summary: "The organiser's dates, soonest first; `from`/`to` bound their start (events:read)",
        querystring: ZApiEventsQuery,
        response: { 200: ZApiEventsResponse, ...errors },
      },
    },
    async (request) => ({ events: await listApiEvents(apiScopeOf(app, request), request.query) }),
  );

  app.get(
    '/events/:eventId/orders',
    {
      config: { apiScope: 'orders:read' },
      schema: {
        tags,
        security,
        summary:
          'A date’s orders with their tickets, 100 a page, oldest change first; sync with `updatedSince` (orders:read)',
        params: ZEventIdParams,
        querystring: ZApiOrdersQuery,
        response: { 200: ZApiOrdersResponse, ...errors },
      },
    },
    async (request) => listApiOrders(apiScopeOf(app, request), request.params.eventId, request.query),
  );

  app.get(
    '/events/:eventId/guests',
    {
      config: { apiScope: 'guests:read' },
      schema: {
        tags,
        security,
        summary: 'A date’s guest list, 100 a page in the list’s order (guests:read; 409 until published)',
        params: ZEventIdParams,
        querystring: ZApiGuestsQuery,
        response: { 200: ZApiGuestsResponse, ...errors },
      },
    },
    async (request) => listApiGuests(apiScopeOf(app, request), request.params.eventId, request.query.after),
  );

  app.post(
    '/events/:eventId/check-ins',
    {
      config: { apiScope: 'check-in:write' },
      schema: {
        tags,
        security,
        summary:
          'Check in a scanned code as the door does; a retry with the same nonce answers the same (check-in:write)',
        params: ZEventIdParams,
        body: ZApiCheckInRequest,
        response: { 200: ZScanAnswer, ...errors },
      },
    },
    async (request) =>
      checkInByApi(apiScopeOf(app, request), request.params.eventId, request.apiKey!.keyPrefix, request.body),
  );
};
