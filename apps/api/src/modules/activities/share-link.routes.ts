import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLinkResponse, ZSocialResponse } from '@usher/contract/activities';
import { ZIdParams } from '@usher/contract/common';
import { errorResponses } from '../../plugins/error-responses';
import { scopeOf } from '../../plugins/scope';
import {
  activityShortLink,
  activitySocialLinks,
  organisationShortLink,
  organisationSocialLinks,
  resolveShortCode,
} from './share-link.service';

const errors = errorResponses(401, 403, 404, 409);
const tags = ['sharing'];
const config = { capability: 'viewEvents' } as const;

export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/social/activity/:id',
    {
      config,
      schema: {
        tags,
        summary: "A published activity's long link and the link its QR code holds",
        params: ZIdParams,
        response: { 200: ZSocialResponse, ...errors },
      },
    },
    async (request) => activitySocialLinks(scopeOf(app, request), request.params.id),
  );
  app.get(
    '/short-links/activity/:id',
    {
      config,
      schema: {
        tags,
        summary: "A published activity's short link",
        params: ZIdParams,
        response: { 200: ZLinkResponse, ...errors },
      },
    },
    async (request) => ({ result: await activityShortLink(scopeOf(app, request), request.params.id) }),
  );
  app.get(
    '/social/org',
    {
      config,
      schema: {
        tags,
        summary: "The organiser's public page link and QR link",
        response: { 200: ZSocialResponse, ...errors },
      },
    },
    async (request) => organisationSocialLinks(scopeOf(app, request)),
  );
  app.get(
    '/short-links/org',
    {
      config,
      schema: { tags, summary: "The organiser's short link", response: { 200: ZLinkResponse, ...errors } },
    },
    async (request) => ({ result: await organisationShortLink(scopeOf(app, request)) }),
  );
};

/** GET /s/{code}: the short links, outside /api because people type and scan them. */
export const shortLinkRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/s/:code',
    { schema: { hide: true, params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,16}$/) }) } },
    async (request, reply) => {
      const target = await resolveShortCode(app.db, request.params.code);
      if (!target)
        return reply
          .status(404)
          .type('text/html')
          .send('<!doctype html><title>Not found</title><p>This link does not lead anywhere.</p>');
      return reply.redirect(target, 302);
    },
  );
};
