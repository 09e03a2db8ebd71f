import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@usher/contract/common';
import { ZErrorResponse } from '@usher/contract/errors';
import { ZPublicActivity, ZPublicEvent } from '@usher/contract/public-event';
import { z } from 'zod';
import { MESSAGES } from '@usher/contract/messages';
import { CACHED_PAGE_DESCRIPTION, sendCachedPage } from './cached-page.reply';
import type { PublicPages } from './public-event-pages';

const tags = ['public'];

/** `pages`: the process's copies of public pages (`startPublicEventPages`), shared with the HTML. */
export const publicEventRoutes: FastifyPluginAsyncZod<{ pages: PublicPages }> = async (app, { pages }) => {
  app.get(
    '/event/:eventId',
    {
      schema: {
        tags,
        summary: "A published date's public page",
        description: CACHED_PAGE_DESCRIPTION,
        params: z.object({ eventId: z.uuid({ error: MESSAGES.notFound }) }),
        response: { 200: ZPublicEvent, 304: z.null().describe('Not modified'), 404: ZErrorResponse },
      },
    },
    async (request, reply) => sendCachedPage(request, reply, await pages.events.get(request.params.eventId)),
  );
  app.get(
    '/activity/:id',
    {
      schema: {
        tags,
        summary: "A published activity's public page with its dates to come",
        description: CACHED_PAGE_DESCRIPTION,
        params: ZIdParams,
        response: { 200: ZPublicActivity, 304: z.null().describe('Not modified'), 404: ZErrorResponse },
      },
    },
    async (request, reply) => sendCachedPage(request, reply, await pages.activities.get(request.params.id)),
  );
};
