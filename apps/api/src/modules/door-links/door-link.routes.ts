import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventIdParams } from '@usher/contract/check-in';
import {
  ZCreateDoorLinkRequest,
  ZCreatedDoorLink,
  ZDoorLink,
  ZDoorLinkIdParams,
  ZDoorLinkListResponse,
} from '@usher/contract/door-links';
import { ORGANISER_ROUTE_ERRORS } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import { createDoorLink, getDoorLinks, revokeLink } from './door-link.service';

const errors = ORGANISER_ROUTE_ERRORS;
const tags = ['door-links'];
const manage = { capability: 'manageDoorLinks' } as const;

/** The organiser's door links for the crew (issue 30 §1): ROLE_MASTER or ROLE_admin; door staff 403. */
export const doorLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/:eventId/door-links',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Create a door link for a date's crew: its url (with the token) is in this answer only; the PIN is stored hashed",
        params: ZEventIdParams,
        body: ZCreateDoorLinkRequest,
        response: { 201: ZCreatedDoorLink, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDoorLink(scopeOf(app, request), request.params.eventId, request.body)),
  );

  app.get(
    '/event/:eventId/door-links',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "A date's door links with their check-ins now and last use, revoked ones too (never a token)",
        params: ZEventIdParams,
        response: { 200: ZDoorLinkListResponse, ...errors },
      },
    },
    async (request) => ({ doorLinks: await getDoorLinks(scopeOf(app, request), request.params.eventId) }),
  );

  app.post(
    '/door-link/:id/revoke',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Revoke a door link: its phones' next requests answer 401 and it can not be started again (410)",
        params: ZDoorLinkIdParams,
        response: { 200: ZDoorLink, ...errors },
      },
    },
    async (request) => revokeLink(scopeOf(app, request), request.params.id),
  );
};
